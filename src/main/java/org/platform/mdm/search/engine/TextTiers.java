package org.platform.mdm.search.engine;

import java.util.ArrayList;
import java.util.List;
import org.platform.mdm.search.SearchQuery;

/**
 * A text search's tsqueries (SQL) in the order their matches rank: the exact words (or their Latin
 * form), then words one edit away from them, then two. A match's tier is the first it meets; its
 * score says the tier ({@link #score}).
 *
 * @param exact the text's words; null without text
 * @param oneEdit each word or a stored word one edit away; null when none is that close
 * @param twoEdits each word or a stored word up to two edits away; null when none is two away
 */
record TextTiers(String exact, String oneEdit, String twoEdits) {

  static final TextTiers NONE = new TextTiers(null, null, null);

  /** The score of a match by words one edit away: below every exact match's (1 to 2). */
  static final String ONE_EDIT_SCORE = "0.5::real";

  /** The score of a match by words two edits away. */
  static final String TWO_EDITS_SCORE = "0::real";

  /** The query's tiers, its typos looked up in the entity's words. */
  static TextTiers of(SearchQuery q, TypoWords typos) {
    String exact = PostgresTextSearch.tsquery(q);
    if (exact == null) {
      return NONE;
    }
    TypoWords.Tiers t = typos.tiers(q);
    return new TextTiers(exact, tsquery(t.oneEdit()), tsquery(t.twoEdits()));
  }

  private static String tsquery(String text) {
    return text == null
        ? null
        : "to_tsquery(" + PostgresTextSearch.TEXT_CONFIG + ", " + SqlFilters.sql(text) + ")";
  }

  /** What a match meets: any tier's words; null without text. */
  String any() {
    if (exact == null) {
      return null;
    }
    String typo = twoEdits != null ? twoEdits : oneEdit;
    return typo == null ? exact : "(" + exact + " || " + typo + ")";
  }

  /**
   * A match's score: an exact match's rank, between 1 and 2 ({@code ts_rank} normalized as rank /
   * (rank + 1), plus 1); a match by words one edit away 0.5, by words two edits away 0. Without
   * text every match scores 0.
   */
  String score() {
    if (exact == null) {
      return "0::real";
    }
    if (oneEdit == null && twoEdits == null) {
      return exactScore();
    }
    StringBuilder score =
        new StringBuilder("case when words @@ ")
            .append(exact)
            .append(" then ")
            .append(exactScore());
    if (oneEdit != null) {
      score.append(" when words @@ ").append(oneEdit).append(" then ").append(ONE_EDIT_SCORE);
    }
    return score.append(" else ").append(TWO_EDITS_SCORE).append(" end").toString();
  }

  private String exactScore() {
    return "(1 + ts_rank(words, " + exact + ", 32))::real";
  }

  /**
   * The tiers one by one: each with the condition of its own matches (those of no earlier tier) and
   * their score.
   */
  List<Tier> each() {
    List<Tier> out = new ArrayList<>();
    if (exact == null) {
      return out;
    }
    out.add(new Tier("words @@ " + exact, exactScore()));
    String earlier = "words @@ " + exact;
    if (oneEdit != null) {
      out.add(new Tier("words @@ " + oneEdit + " and not (" + earlier + ")", ONE_EDIT_SCORE));
      earlier += " or words @@ " + oneEdit;
    }
    if (twoEdits != null) {
      out.add(new Tier("words @@ " + twoEdits + " and not (" + earlier + ")", TWO_EDITS_SCORE));
    }
    return out;
  }

  /** One tier: the condition of its matches and their score (SQL). */
  record Tier(String condition, String score) {}
}
