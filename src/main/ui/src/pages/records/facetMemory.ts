import type { SearchAnswer, SearchRequest } from '../../api/schemas';

type Facets = SearchAnswer['facets'];

/**
 * The facets of the last conditions they were counted for. A page or an order of the same
 * conditions has the same facets, so the grid asks for them once and shows the kept ones after.
 */
export class FacetMemory {
  private key: string | null = null;
  private facets: Facets = null;

  /** Whether the facets of these conditions are kept. */
  holds(conditions: object): boolean {
    return this.key === JSON.stringify(conditions);
  }

  /**
   * The facets to show with an answer: the answer's own when the request asked for them (and
   * they are kept from now on), else the kept ones of the same conditions.
   */
  remember(conditions: object, request: SearchRequest, answered: Facets): Facets {
    const key = JSON.stringify(conditions);
    if (request.facets?.length) {
      this.key = key;
      this.facets = answered;
      return answered;
    }
    return this.key === key ? this.facets : answered;
  }

  /** Nothing kept: the records changed, so the next answer counts the facets anew. */
  forget() {
    this.key = null;
    this.facets = null;
  }
}
