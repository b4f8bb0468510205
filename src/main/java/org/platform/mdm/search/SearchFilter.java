package org.platform.mdm.search;

import java.util.List;
import tools.jackson.databind.JsonNode;

/** A checked filter tree: every attribute known, every value in search form. */
public sealed interface SearchFilter {

  /** All of the parts hold. */
  record And(List<SearchFilter> parts) implements SearchFilter {
    public And {
      parts = List.copyOf(parts);
    }
  }

  /** Any of the parts holds. */
  record Or(List<SearchFilter> parts) implements SearchFilter {
    public Or {
      parts = List.copyOf(parts);
    }
  }

  /** The part does not hold. */
  record Not(SearchFilter part) implements SearchFilter {}

  /**
   * A comparison of an attribute's values: it holds when any value of the attribute (an array's
   * items, a Complex attribute's nested records) satisfies it.
   *
   * @param attribute the dotted path of the attribute
   * @param type the attribute's model type
   * @param values the operand(s) in search form; RANGE has two, either of which may be null
   * @param threshold FUZZY's minimal trigram similarity
   * @param typos FUZZY without a threshold: a value within the operand's typos (its {@link
   *     EditDistance#fuzziness}, a transposition one edit) holds too
   */
  record Leaf(
      String attribute,
      String type,
      SearchOperator operator,
      List<JsonNode> values,
      double threshold,
      boolean typos)
      implements SearchFilter {
    public Leaf {
      values = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(values));
    }

    public Leaf(
        String attribute,
        String type,
        SearchOperator operator,
        List<JsonNode> values,
        double threshold) {
      this(attribute, type, operator, values, threshold, false);
    }
  }
}
