package org.platform.mdm.search.query;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.UUID;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;

/** The cursor: base64url of the JSON array of the last hit's sort values and etalon id. */
final class SearchCursor {

  private SearchCursor() {}

  static String encode(JsonMapper json, List<JsonNode> sortValues, String etalonId) {
    ArrayNode values = json.createArrayNode();
    sortValues.forEach(values::add);
    values.add(etalonId);
    return Base64.getUrlEncoder()
        .withoutPadding()
        .encodeToString(json.writeValueAsString(values).getBytes(StandardCharsets.UTF_8));
  }

  /** The sort values ({@code keys} of them) and the etalon id; null when the text is no cursor. */
  static List<JsonNode> decode(JsonMapper json, String text, int keys) {
    try {
      JsonNode values =
          json.readTree(new String(Base64.getUrlDecoder().decode(text), StandardCharsets.UTF_8));
      if (values.isArray() && values.size() == keys + 1 && values.get(keys).isString()) {
        UUID.fromString(values.get(keys).asString());
        List<JsonNode> out = new ArrayList<>();
        values.forEach(out::add);
        return out;
      }
    } catch (RuntimeException e) {
      // not a cursor
    }
    return null;
  }
}
