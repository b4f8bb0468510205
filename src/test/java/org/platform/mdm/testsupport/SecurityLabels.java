package org.platform.mdm.testsupport;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/** Security labels and the roles holding their instances, as the tests of every module set them. */
public final class SecurityLabels {

  private static final String LABELS = "/api/v2/core/security-labels";

  private SecurityLabels() {}

  /** Makes a label on one attribute path ({@code Register.attribute}). */
  public static void label(Api admin, String name, String path) {
    Api.Response r =
        admin.post(LABELS, Map.of("name", name, "attributes", List.of(Map.of("path", path))));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
  }

  /** An instance of a label: the value its attribute must have, or none (null). */
  public static Map<String, Object> instance(String label, String path, String value) {
    return Map.of(
        "name",
        label,
        "attributes",
        value == null ? List.of() : List.of(Map.of("path", path, "value", value)));
  }

  /** A role with every right on the register and these label instances; its name. */
  public static String stewardRole(
      Api admin, String register, List<Map<String, Object>> instances) {
    String name = "steward-" + UUID.randomUUID().toString().substring(0, 8);
    Map<String, Object> role = new LinkedHashMap<>();
    role.put("name", name);
    role.put("rights", List.of(Map.of("resource", register, "rights", List.of("FULL"))));
    role.put("securityLabels", instances);
    Api.Response r = admin.post("/api/v2/core/roles", role);
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return name;
  }
}
