import { getCollection, type CollectionEntry } from 'astro:content';

type Name = 'sliders' | 'notices' | 'testimonials' | 'plans' | 'faqs' | 'areas';

/** A collection's records in the order the API listed them. */
export async function records<N extends Name>(name: N): Promise<CollectionEntry<N>['data'][]> {
  const entries = (await getCollection(name)) as CollectionEntry<N>[];
  return entries.map((e) => e.data).sort((a, b) => a.order - b.order);
}
