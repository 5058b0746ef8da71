// Language-table entries of the deposit-offers feature (issue #5); en is the spec's wording where it has one.
export const depositOffersEn = {} as const;

type Table = Record<keyof typeof depositOffersEn, string>;

export const depositOffersZh: Table = {};

export const depositOffersUr: Table = {};
