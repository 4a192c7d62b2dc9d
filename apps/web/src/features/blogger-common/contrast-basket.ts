import type { KolCard } from '@boguan/contracts/kol.api';
import { CONTRAST_MAX, CONTRAST_MIN } from '@boguan/contracts/kol-contrast';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** A comparison takes 2 to 5 bloggers (the lists that offer 加入对比 read the bounds here). */
export { CONTRAST_MAX, CONTRAST_MIN };

export type BasketItem = Pick<KolCard, 'kol_id' | 'uid' | 'uname' | 'avatar' | 'verify' | 'category'>;

interface ContrastBasket {
  items: BasketItem[];
  /** Adds a blogger; false (and nothing changes) when already there or the basket is full. */
  add(item: BasketItem): boolean;
  remove(kolId: number): void;
  clear(): void;
}

/** Only the basket's fields of a card or row (the basket is kept in localStorage). */
function basketItem({ kol_id, uid, uname, avatar, verify, category }: BasketItem): BasketItem {
  return { kol_id, uid, uname, avatar, verify, category };
}

/**
 * The bloggers picked for comparison from any list (search, rankings, favourites), kept in this
 * browser so the pick survives moving between pages; /bosContrast starts from it.
 */
export const useContrastBasket = create<ContrastBasket>()(
  persist(
    (set, get) => ({
      items: [],
      add(item) {
        const { items } = get();
        if (items.some((i) => i.kol_id === item.kol_id) || items.length >= CONTRAST_MAX) return false;
        set({ items: [...items, basketItem(item)] });
        return true;
      },
      remove: (kolId) => set({ items: get().items.filter((i) => i.kol_id !== kolId) }),
      clear: () => set({ items: [] }),
    }),
    { name: 'boguan:contrast-basket' },
  ),
);
