package org.platform.mdm.testsupport;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Test-data builder of upsert requests: {@code aDraft().ofType("record").tagged("a:b")}. */
public final class DraftRequests {

  private final Map<String, Object> body = new LinkedHashMap<>();

  private DraftRequests() {}

  public static DraftRequests aDraft() {
    return new DraftRequests().ofType(TestDraftProvider.ID).described("a test draft");
  }

  public DraftRequests ofType(String type) {
    body.put("type", type);
    return this;
  }

  public DraftRequests described(String description) {
    body.put("description", description);
    return this;
  }

  public DraftRequests ownedBy(String owner) {
    body.put("owner", owner);
    return this;
  }

  public DraftRequests about(String subjectId) {
    body.put("subjectId", subjectId);
    return this;
  }

  public DraftRequests childOf(long parentDraftId) {
    body.put("parentDraftId", parentDraftId);
    return this;
  }

  public DraftRequests existing(long draftId) {
    body.put("draftId", draftId);
    return this;
  }

  public DraftRequests atVersion(long version) {
    body.put("version", version);
    return this;
  }

  public DraftRequests tagged(String... tags) {
    body.put("tags", new ArrayList<>(List.of(tags)));
    return this;
  }

  public DraftRequests with(String parameter, String value) {
    @SuppressWarnings("unchecked")
    Map<String, String> parameters =
        (Map<String, String>) body.computeIfAbsent("parameters", k -> new LinkedHashMap<>());
    parameters.put(parameter, value);
    return this;
  }

  public DraftRequests without(String field) {
    body.remove(field);
    return this;
  }

  public Map<String, Object> build() {
    return new LinkedHashMap<>(body);
  }
}
