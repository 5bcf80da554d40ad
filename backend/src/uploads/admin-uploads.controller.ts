import { Body, Controller, HttpCode, Post, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiProperty,
  ApiTags,
} from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { AdminOnly } from '../access/admin-only.decorator';
import { SingleFileUpload, UploadedFileData, UploadedFormFile } from './upload.interceptor';
import { ImageVariant } from './image-variants';
import { UploadedDocument, UploadedImage, UploadsService } from './uploads.service';

class ImageVariantDto implements ImageVariant {
  @ApiProperty({ example: '/uploads/sizes/5b0c…e1-1200.webp' }) url: string;
  @ApiProperty({ example: 1200, description: 'Largeur réelle en pixels' }) width: number;
}

class UploadedImageDto implements UploadedImage {
  @ApiProperty({ example: '/uploads/5b0c…e1.png' }) url: string;
  @ApiProperty({ example: 'batterie-us5000.png', description: 'Nom du fichier envoyé' }) fileName: string;
  @ApiProperty({ example: '/uploads/sizes/5b0c…e1-600.webp', description: 'WebP redimensionné (600 px au plus) pour les cartes' })
  card_url: string;
  @ApiProperty({
    type: [ImageVariantDto],
    description: 'Copies WebP (600 et 1200 px au plus, jamais agrandies), de la plus étroite à la plus large: le srcset des fiches produit',
  })
  variants: ImageVariantDto[];
}

class UploadedDocumentDto implements UploadedDocument {
  @ApiProperty({ example: 'Fiche technique' }) name: string;
  @ApiProperty({ example: '/uploads/documents/1763856000000-a1b2c3d4e5f6.pdf' }) url: string;
  @ApiProperty({ example: 'fiche-us5000.pdf' }) fileName: string;
}

/** Only for the multipart schema in Swagger; the fields are read by the upload interceptor. */
class DocumentFormDto {
  @Allow()
  name?: unknown;
}

@ApiTags('admin')
@AdminOnly()
@Controller('admin/uploads')
export class AdminUploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Post('images')
  @HttpCode(201)
  @UseInterceptors(SingleFileUpload('image'))
  @ApiOperation({ summary: 'Image produit (JPEG, PNG, WebP, AVIF, GIF, vérifiée par son contenu; 10 Mo au plus)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiCreatedResponse({ type: UploadedImageDto })
  @ApiBadRequestResponse({ description: 'Pas une image acceptée, fichier vide, incomplet, extension mensongère ou nom invalide' })
  @ApiPayloadTooLargeResponse({ description: 'Plus de 10 Mo' })
  image(@UploadedFormFile() file: UploadedFileData | undefined): Promise<UploadedImageDto> {
    return this.uploads.saveImage(file);
  }

  @Post('documents')
  @HttpCode(201)
  @UseInterceptors(SingleFileUpload('document'))
  @ApiOperation({ summary: 'Document PDF (vérifié par son contenu; 25 Mo au plus); answers a `documentation` entry' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file', 'name'],
      properties: { file: { type: 'string', format: 'binary' }, name: { type: 'string', example: 'Fiche technique' } },
    },
  })
  @ApiCreatedResponse({ type: UploadedDocumentDto })
  @ApiBadRequestResponse({
    description:
      'Veuillez saisir un nom pour le document / Veuillez sélectionner un fichier PDF / Veuillez déposer un seul fichier à la fois',
  })
  @ApiPayloadTooLargeResponse({ description: 'Plus de 25 Mo' })
  document(@UploadedFormFile() file: UploadedFileData | undefined, @Body() form: DocumentFormDto): Promise<UploadedDocumentDto> {
    return this.uploads.saveDocument(file, form.name);
  }
}
