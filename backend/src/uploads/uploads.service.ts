import { Inject, Injectable } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { badRequest } from '../common/validation';
import { checkClientName, detectType, IMAGE_TYPES, looksCompletePdf } from './file-checks';
import { FILE_STORAGE, FileStorage } from './storage/file-storage';
import { uploadsMessages } from './uploads.messages';

/** Catalogue cards show images at most this size (CSS px ×2 for sharp screens). */
export const CARD_SIZE = 600;

export interface UploadedImage {
  url: string;
  fileName: string;
  card_url: string;
}

/** A product `documentation` entry. */
export interface UploadedDocument {
  name: string;
  url: string;
  fileName: string;
}

/** Everything is checked in memory first; only an accepted file reaches the storage. */
@Injectable()
export class UploadsService {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  async saveImage(file: Express.Multer.File | undefined): Promise<UploadedImage> {
    if (!file) throw badRequest(uploadsMessages.imageRequired, { file: uploadsMessages.imageRequired });
    const { fileName, ext } = this.checkBasics(file);
    const mime = (await detectType(file.buffer)) ?? '';
    const type = IMAGE_TYPES[mime];
    if (!type) throw badRequest(uploadsMessages.imageType, { file: uploadsMessages.imageType });
    if (ext && !type.names.includes(ext)) throw badRequest(uploadsMessages.extensionMismatch, { file: uploadsMessages.extensionMismatch });

    // Decoding the whole image both proves it is complete and makes the card version.
    let card: Buffer;
    try {
      card = await sharp(file.buffer, { failOn: 'truncated', limitInputPixels: 100_000_000 })
        .rotate()
        .resize(CARD_SIZE, CARD_SIZE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
    } catch {
      throw badRequest(uploadsMessages.imageUnreadable, { file: uploadsMessages.imageUnreadable });
    }

    const id = randomUUID();
    const key = `${id}.${ext || type.ext}`;
    const cardKey = `cards/${id}.webp`;
    await this.putAll([
      [key, file.buffer, mime],
      [cardKey, card, 'image/webp'],
    ]);
    return { url: this.storage.publicUrl(key), fileName, card_url: this.storage.publicUrl(cardKey) };
  }

  async saveDocument(file: Express.Multer.File | undefined, rawName: unknown): Promise<UploadedDocument> {
    const name = typeof rawName === 'string' ? rawName.trim() : '';
    if (!name) throw badRequest(uploadsMessages.documentNameRequired, { name: uploadsMessages.documentNameRequired });
    if (name.length > 200) throw badRequest(uploadsMessages.documentNameTooLong, { name: uploadsMessages.documentNameTooLong });
    if (!file) throw badRequest(uploadsMessages.pdfRequired, { file: uploadsMessages.pdfRequired });
    const { fileName, ext } = this.checkBasics(file);
    if ((await detectType(file.buffer)) !== 'application/pdf') throw badRequest(uploadsMessages.pdfRequired, { file: uploadsMessages.pdfRequired });
    if (ext && ext !== 'pdf') throw badRequest(uploadsMessages.extensionMismatch, { file: uploadsMessages.extensionMismatch });
    if (!looksCompletePdf(file.buffer)) throw badRequest(uploadsMessages.pdfDamaged, { file: uploadsMessages.pdfDamaged });

    const key = `documents/${Date.now()}-${randomBytes(6).toString('hex')}.pdf`;
    await this.putAll([[key, file.buffer, 'application/pdf']]);
    return { name, url: this.storage.publicUrl(key), fileName };
  }

  private checkBasics(file: Express.Multer.File): { fileName: string; ext: string } {
    const checked = checkClientName(file.originalname);
    if (!checked) throw badRequest(uploadsMessages.badFileName, { file: uploadsMessages.badFileName });
    if (file.size === 0 || file.buffer.length === 0) throw badRequest(uploadsMessages.emptyFile, { file: uploadsMessages.emptyFile });
    return checked;
  }

  /** All or nothing: if one write fails, the ones already written are removed. */
  private async putAll(files: Array<[string, Buffer, string]>): Promise<void> {
    const written: string[] = [];
    try {
      for (const [key, data, type] of files) {
        await this.storage.put(key, data, type);
        written.push(key);
      }
    } catch (error) {
      await Promise.allSettled(written.map((key) => this.storage.delete(key)));
      throw error;
    }
  }
}
