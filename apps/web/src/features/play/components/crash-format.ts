/** 250 hundredths → '2.50x' (or '3x' with 0 decimals, for axis labels). */
export const formatX = (hundredths: number, decimals = 2) => `${(hundredths / 100).toFixed(decimals)}x`;
