import type { UploadedFileData } from './upload.interceptor';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { Repository } from 'typeorm';
import { badRequest } from '../common/validation';
import { checkClientName, detectType, IMAGE_TYPES, looksCompletePdf } from './file-checks';
import { ImageVariant, ImageVariantSet } from './image-variants';
import { FILE_STORAGE, FileStorage } from './storage/file-storage';
import { uploadsMessages } from './uploads.messages';

/**
 * The boxes (px, square) the WebP copies of an uploaded image fit in: 600 for catalogue cards
 * (≈300 CSS px ×2) and 1200 for the product page on a phone (390 CSS px ×3) or a desktop
 * column. Never enlarged: a smaller image gives fewer, narrower copies.
 */
export const VARIANT_SIZES = [600, 1200] as const;
/** Catalogue cards use this copy. */
export const CARD_SIZE = VARIANT_SIZES[0];

export interface UploadedImage {
  url: string;
  fileName: string;
  card_url: string;
  /** Narrowest first, with their real widths. */
  variants: ImageVariant[];
}

/** An uploaded original's storage key (`<uuid>.<ext>`, top level), its id captured. */
const ORIGINAL_KEY = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.[a-z0-9]{2,5}$/;

interface Resized {
  key: string;
  data: Buffer;
  width: number;
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
  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @InjectRepository(ImageVariantSet) private readonly variantSets: Repository<ImageVariantSet>,
  ) {}

  async saveImage(file: UploadedFileData | undefined): Promise<UploadedImage> {
    if (!file) throw badRequest(uploadsMessages.imageRequired, { file: uploadsMessages.imageRequired });
    const { fileName, ext } = this.checkBasics(file);
    const mime = (await detectType(file.buffer)) ?? '';
    const type = IMAGE_TYPES[mime];
    if (!type) throw badRequest(uploadsMessages.imageType, { file: uploadsMessages.imageType });
    if (ext && !type.names.includes(ext)) throw badRequest(uploadsMessages.extensionMismatch, { file: uploadsMessages.extensionMismatch });

    const id = randomUUID();
    // Decoding the whole image both proves it is complete and makes the copies.
    let copies: Resized[];
    try {
      copies = await resizedCopies(file.buffer, id);
    } catch {
      throw badRequest(uploadsMessages.imageUnreadable, { file: uploadsMessages.imageUnreadable });
    }

    const key = `${id}.${ext || type.ext}`;
    const url = this.storage.publicUrl(key);
    await this.putAll([[key, file.buffer, mime]]);
    try {
      const variants = await this.storeCopies(url, copies);
      return { url, fileName, card_url: variants[0].url, variants };
    } catch (error) {
      await this.storage.delete(key).catch(() => undefined);
      throw error;
    }
  }

  /**
   * Makes and records the copies of an image uploaded before copies were recorded (the one-off
   * backfill-image-variants command). False when there is nothing to do: not an original this
   * API stored (SVG shipped with the storefront, external URL), already done, or file missing.
   */
  async addVariants(url: string): Promise<boolean> {
    const prefix = this.storage.publicUrl('');
    const id = url.startsWith(prefix) ? ORIGINAL_KEY.exec(url.slice(prefix.length))?.[1] : undefined;
    if (!id || (await this.variantSets.existsBy({ image_url: url }))) return false;
    const original = await this.storage.read(url.slice(prefix.length));
    if (!original) return false;
    await this.storeCopies(url, await resizedCopies(original, id));
    return true;
  }

  /** The copies in the storage, then their row; the copies are removed again if the row cannot be written. */
  private async storeCopies(url: string, copies: Resized[]): Promise<ImageVariant[]> {
    await this.putAll(copies.map((c): [string, Buffer, string] => [c.key, c.data, 'image/webp']));
    const variants = copies.map((c) => ({ url: this.storage.publicUrl(c.key), width: c.width }));
    try {
      await this.variantSets.insert({ image_url: url, variants });
    } catch (error) {
      await Promise.allSettled(copies.map((c) => this.storage.delete(c.key)));
      throw error;
    }
    return variants;
  }

  async saveDocument(file: UploadedFileData | undefined, rawName: unknown): Promise<UploadedDocument> {
    const name = typeof rawName === 'string' ? rawName.trim() : '';
    if (!name) throw badRequest(uploadsMessages.documentNameRequired, { name: uploadsMessages.documentNameRequired });
    if (name.length > 200) throw badRequest(uploadsMessages.documentNameTooLong, { name: uploadsMessages.documentNameTooLong });
    if (!file) throw badRequest(uploadsMessages.pdfRequired, { file: uploadsMessages.pdfRequired });
    const { fileName, ext } = this.checkBasics(file);
    if ((await detectType(file.buffer)) !== 'application/pdf')
      throw badRequest(uploadsMessages.pdfRequired, { file: uploadsMessages.pdfRequired });
    if (ext && ext !== 'pdf') throw badRequest(uploadsMessages.extensionMismatch, { file: uploadsMessages.extensionMismatch });
    if (!looksCompletePdf(file.buffer)) throw badRequest(uploadsMessages.pdfDamaged, { file: uploadsMessages.pdfDamaged });

    const key = `documents/${Date.now()}-${randomBytes(6).toString('hex')}.pdf`;
    await this.putAll([[key, file.buffer, 'application/pdf']]);
    return { name, url: this.storage.publicUrl(key), fileName };
  }

  private checkBasics(file: UploadedFileData): { fileName: string; ext: string } {
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

/** One WebP copy per box of VARIANT_SIZES, never enlarged; boxes that give the same width make one copy. */
async function resizedCopies(image: Buffer, id: string): Promise<Resized[]> {
  const source = sharp(image, { failOn: 'truncated', limitInputPixels: 100_000_000 }).rotate();
  const copies: Resized[] = [];
  for (const size of VARIANT_SIZES) {
    const { data, info } = await source
      .clone()
      .resize(size, size, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    if (copies.some((c) => c.width === info.width)) break;
    copies.push({ key: `sizes/${id}-${size}.webp`, data, width: info.width });
  }
  return copies;
}
