import { photoSources } from '#lib/photo-ref';

/** Without width and height, a pipeline photo keeps its own aspect (a size chart); a plain image then needs them. */
type Props = { src: string; alt: string; sizes: string; width?: number; height?: number; className?: string; loading?: 'eager' | 'lazy' };

/**
 * Photo.astro's island twin (cart and checkout thumbnails): `<picture>` with AVIF and WebP for a
 * pipeline photo, a plain `<img>` otherwise; `width` and `height` are the box it is shown in.
 */
export default function Photo({ src, alt, sizes, width, height, className, loading }: Props) {
  const s = photoSources(src, { width: width ?? 800, height: height ?? 1000 });
  const img = <img src={s.src} alt={alt} width={width ?? s.width} height={height ?? s.height} loading={loading} decoding="async" className={className} {...(s.sets.length ? { sizes } : {})} />;
  if (s.sets.length === 0) return img;
  return (
    <picture>
      {s.sets.map((set) => (
        <source key={set.type} type={set.type} srcSet={set.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
