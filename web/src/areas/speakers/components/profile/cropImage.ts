/** Spec 001 §5, §9: the headshot is a square 200×200 JPEG, cropped from a box of at least 100 pixels. */
export const HEADSHOT_SIZE = 200;
export const MIN_CROP_BOX = 100;

/** A crop of the source image, in its own pixels. */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The largest zoom that keeps the crop box at least MIN_CROP_BOX source pixels wide (a square crop of the shorter side at zoom 1). */
export const maxZoomFor = (naturalWidth: number, naturalHeight: number) =>
  Math.max(1, Math.min(naturalWidth, naturalHeight) / MIN_CROP_BOX);

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('Cannot upload the Image, please try again.'));
    image.src = src;
  });
}

/** Draws `area` of the image at `src` into a HEADSHOT_SIZE square and answers it as a JPEG file. */
export async function croppedHeadshot(src: string, area: PixelArea): Promise<File> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = HEADSHOT_SIZE;
  canvas.height = HEADSHOT_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Cannot upload the Image, please try again.');
  // A transparent PNG turns white, not black, as a JPEG.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, HEADSHOT_SIZE, HEADSHOT_SIZE);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, HEADSHOT_SIZE, HEADSHOT_SIZE);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
  if (!blob) throw new Error('Cannot upload the Image, please try again.');
  return new File([blob], 'headshot.jpg', { type: 'image/jpeg' });
}
