package org.platform.mdm.draft;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.platform.mdm.system.Problem;

/** Limits of the fields a user gives a draft; each check returns every problem it finds. */
public final class DraftRules {

  static final int MAX_DESCRIPTION = 1000;
  static final int MAX_TAGS = 100;
  static final int MAX_TAG = 1000;
  static final int MAX_SUBJECT = 500;
  static final Pattern OWNER = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._@-]{0,99}");

  private DraftRules() {}

  public static List<Problem> checkFields(UpsertCommand c, List<String> tagNames) {
    List<Problem> problems = new ArrayList<>();
    if (c.description() != null && c.description().length() > MAX_DESCRIPTION) {
      problems.add(
          Problem.at(
              "description", DraftErrors.DRAFT_FIELD_TOO_LONG, "description", MAX_DESCRIPTION));
    }
    if (c.subjectId() != null && c.subjectId().length() > MAX_SUBJECT) {
      problems.add(
          Problem.at("subjectId", DraftErrors.DRAFT_FIELD_TOO_LONG, "subjectId", MAX_SUBJECT));
    }
    if (c.owner() != null && !OWNER.matcher(c.owner()).matches()) {
      problems.add(Problem.at("owner", DraftErrors.DRAFT_OWNER_INVALID, c.owner()));
    }
    problems.addAll(checkTags(c.tags(), tagNames));
    return problems;
  }

  /** Tags are {@code name:value}; the name must be one the provider supports. */
  public static List<Problem> checkTags(List<String> tags, List<String> tagNames) {
    List<Problem> problems = new ArrayList<>();
    if (tags == null) {
      return problems;
    }
    if (tags.size() > MAX_TAGS) {
      problems.add(Problem.at("tags", DraftErrors.DRAFT_TOO_MANY_TAGS, MAX_TAGS));
      return problems;
    }
    for (int i = 0; i < tags.size(); i++) {
      String tag = tags.get(i);
      String at = "tags[" + i + "]";
      int colon = tag == null ? -1 : tag.indexOf(':');
      if (colon <= 0 || tag.length() > MAX_TAG) {
        problems.add(Problem.at(at, DraftErrors.DRAFT_TAG_INVALID, String.valueOf(tag), MAX_TAG));
      } else if (tagNames != null && !tagNames.contains(tag.substring(0, colon))) {
        problems.add(
            Problem.at(
                at,
                DraftErrors.DRAFT_TAG_UNKNOWN,
                tag.substring(0, colon),
                String.join(", ", tagNames)));
      }
    }
    return problems;
  }
}
