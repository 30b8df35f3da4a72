// Picture upload shared by the product modal and the carousel editor (SPEC §5, §9): big files are
// compressed in the browser first, then sent one at a time as the form field "file".

import { TIMING } from '@feria/domain/look/timing';
import { MSG } from '@feria/domain/messages/shop';
import { IMAGE_COMPRESSION, IMAGE_FIELD, isImageMimeType } from '@feria/domain/rules/images';
import { toast } from '../lib/toast.ts';

/** A failed upload; `message` is the Spanish text to show. */
class UploadError extends Error {}

/** Whether the browser says the file is one of the accepted picture types. */
export function isSupportedImage(file: File): boolean {
  return isImageMimeType(file.type);
}

async function encodeWebp(bitmap: ImageBitmap): Promise<Blob | null> {
  const { quality, mimeType } = IMAGE_COMPRESSION;
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
    return canvas.convertToBlob({ type: mimeType, quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
  return new Promise((resolve) => canvas.toBlob(resolve, mimeType, quality));
}

/**
 * Files above 2,000,000 bytes become WebP at quality 0.7. When the browser cannot decode or
 * encode, or the result is not smaller, the original goes up: the server re-encodes anyway.
 */
async function compressImage(file: File): Promise<Blob> {
  if (file.size <= IMAGE_COMPRESSION.convertSize || typeof createImageBitmap !== 'function') {
    return file;
  }
  try {
    const bitmap = await createImageBitmap(file);
    try {
      const blob = await encodeWebp(bitmap);
      return blob && blob.type === IMAGE_COMPRESSION.mimeType && blob.size < file.size
        ? blob
        : file;
    } finally {
      bitmap.close();
    }
  } catch {
    return file;
  }
}

function webpName(name: string): string {
  return `${name.replace(/\.[^.]*$/, '') || 'imagen'}.webp`;
}

/** Compresses and uploads one picture; resolves to its address ("/uploads/….webp"). */
async function uploadImage(file: File): Promise<string> {
  if (!isSupportedImage(file)) throw new UploadError(MSG.formatoImagen);
  const body = await compressImage(file);
  const form = new FormData();
  form.append(IMAGE_FIELD, body, body === file ? file.name : webpName(file.name));
  let response: Response;
  try {
    response = await fetch('/api/sheets/images', {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
    });
  } catch {
    throw new UploadError(MSG.errorCargarImagen);
  }
  const data = (await response.json().catch(() => null)) as { url?: unknown; error?: unknown };
  if (response.ok && typeof data?.url === 'string') return data.url;
  throw new UploadError(typeof data?.error === 'string' ? data.error : MSG.errorCargarImagen);
}

/**
 * One picture chosen in a form (a product's, a carousel section's): uploaded with the same toasts
 * everywhere, "Imagen cargada" or what went wrong; resolves to its address, or null on failure.
 */
export async function uploadWithToast(file: File): Promise<string | null> {
  try {
    const url = await uploadImage(file);
    toast.success(MSG.imagenCargada, TIMING.toastDismissMs);
    return url;
  } catch (err) {
    // The server names what was wrong (format, size, damaged); anything else is generic.
    const message = err instanceof UploadError ? err.message : MSG.errorCargarImagen;
    toast.error(message, TIMING.toastDismissMs);
    return null;
  }
}
