/** The photo inputs' limits, as the server checks them (api/src/supply/images.ts). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** The ids in their new order after moving one by `by` places (clamped to the ends). */
export function moved(ids: number[], id: number, by: number): number[] {
  const from = ids.indexOf(id);
  if (from === -1) return ids;
  const to = Math.max(0, Math.min(ids.length - 1, from + by));
  const next = ids.filter((other) => other !== id);
  next.splice(to, 0, id);
  return next;
}

/** Files the server would refuse, named with why, so the person hears it before a long upload. */
export function refusedFiles(files: File[]): string[] {
  return files.flatMap((f) =>
    f.size > PHOTO_MAX_BYTES
      ? [`${f.name} is larger than 10 MB.`]
      : PHOTO_TYPES.includes(f.type)
        ? []
        : [`${f.name} is not a JPEG, PNG or WebP image.`],
  );
}
