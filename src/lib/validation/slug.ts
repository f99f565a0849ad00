/** A page address's last part: lowercase letters and digits in words joined by single hyphens ('ankle-leggings'). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
