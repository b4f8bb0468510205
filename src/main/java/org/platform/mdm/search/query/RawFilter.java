package org.platform.mdm.search.query;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.search.SearchFilter;
import org.platform.mdm.search.SearchOperator;
import tools.jackson.databind.JsonNode;

/** A read filter tree whose LookupLink leaves still name values, not codes. */
sealed interface RawFilter {

  SearchFilter resolve(LookupCodes lookups);

  /**
   * The codes of a reference set's records whose display value is one of the values, at the
   * search's date (a LookupLink filter matches a code or a display value).
   */
  interface LookupCodes extends BiFunction<AttributeDef, List<JsonNode>, List<JsonNode>> {}

  /** All ({@code and}) or any of the parts. */
  record Group(boolean and, List<RawFilter> parts) implements RawFilter {
    @Override
    public SearchFilter resolve(LookupCodes lookups) {
      List<SearchFilter> resolved = parts.stream().map(p -> p.resolve(lookups)).toList();
      return and ? new SearchFilter.And(resolved) : new SearchFilter.Or(resolved);
    }
  }

  /** The part does not hold. */
  record Not(RawFilter part) implements RawFilter {
    @Override
    public SearchFilter resolve(LookupCodes lookups) {
      return new SearchFilter.Not(part.resolve(lookups));
    }
  }

  /** A checked comparison; a LookupLink one also matches the codes its values display as. */
  record Leaf(AttributeDef def, SearchFilter.Leaf leaf) implements RawFilter {
    @Override
    public SearchFilter resolve(LookupCodes lookups) {
      if (!"LookupLink".equals(leaf.type()) || leaf.values().isEmpty()) {
        return leaf;
      }
      List<JsonNode> values = new ArrayList<>(leaf.values());
      for (JsonNode code : lookups.apply(def, leaf.values())) {
        if (!values.contains(code)) {
          values.add(code);
        }
      }
      SearchOperator op =
          values.size() > 1 && leaf.operator() == SearchOperator.EQ
              ? SearchOperator.IN
              : leaf.operator();
      SearchFilter.Leaf any =
          new SearchFilter.Leaf(
              leaf.attribute(), leaf.type(), SearchOperator.IN, values, leaf.threshold());
      return switch (op) {
        case NE -> new SearchFilter.Not(any);
        case IN -> any;
        default -> leaf;
      };
    }
  }
}
