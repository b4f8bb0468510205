package org.platform.mdm.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import org.platform.mdm.testsupport.Api;

/**
 * Security labels as the label tests set them up, and the brute-force rule they hold the server to:
 * a record is visible when every label on its register has an instance of the user's whose values
 * all equal the record's.
 */
final class LabelledRecords {

  private static final String LABELS = "/api/v2/core/security-labels";

  private LabelledRecords() {}

  /**
   * A register with a region and a level, the source its records come from, and the names of a
   * label on each attribute.
   */
  record Setup(String register, String source, String region, String level) {

    /** The register's labels named, none of them made yet. */
    static Setup named(String register, String source) {
      return new Setup(register, source, unique("Region"), unique("Level"));
    }

    /** Makes the label on the region and the one on the level. */
    Setup labelled(Api admin) {
      label(admin, region, register + ".region");
      label(admin, level, register + ".level");
      return this;
    }

    private static String unique(String prefix) {
      return prefix + "_" + UUID.randomUUID().toString().substring(0, 8);
    }
  }

  /** Makes a label on one attribute path ({@code Register.attribute}). */
  static void label(Api admin, String name, String path) {
    Api.Response r =
        admin.post(LABELS, Map.of("name", name, "attributes", List.of(Map.of("path", path))));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
  }

  /** An instance of a label: the value its attribute must have, or none (null). */
  static Map<String, Object> instance(String label, String path, String value) {
    return Map.of(
        "name",
        label,
        "attributes",
        value == null ? List.of() : List.of(Map.of("path", path, "value", value)));
  }

  /** A role with every right on the register and these label instances; its name. */
  static String stewardRole(Api admin, String register, List<Map<String, Object>> instances) {
    String name = "steward-" + UUID.randomUUID().toString().substring(0, 8);
    Map<String, Object> role = new LinkedHashMap<>();
    role.put("name", name);
    role.put("rights", List.of(Map.of("resource", register, "rights", List.of("FULL"))));
    role.put("securityLabels", instances);
    Api.Response r = admin.post("/api/v2/core/roles", role);
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return name;
  }

  /**
   * Up to {@code most} random instances of the setup's labels: a region of {@code regions} (three),
   * a level from 1 to 3, or now and then no value at all.
   */
  static List<Map<String, Object>> randomInstances(
      Random random, Setup s, List<String> regions, int most) {
    List<Map<String, Object>> instances = new ArrayList<>();
    int count = random.nextInt(most + 1);
    for (int i = 0; i < count; i++) {
      boolean region = random.nextBoolean();
      String value =
          random.nextInt(5) == 0
              ? null
              : region ? regions.get(random.nextInt(3)) : String.valueOf(random.nextInt(3) + 1);
      instances.add(
          region
              ? instance(s.region(), s.register() + ".region", value)
              : instance(s.level(), s.register() + ".level", value));
    }
    return instances;
  }

  /**
   * Brute force: every label on the register (one on {@code region}, one on {@code level}) must
   * have an instance whose values all equal the record's.
   */
  static boolean admits(
      String register,
      String regionLabel,
      String levelLabel,
      List<Map<String, Object>> instances,
      Map<String, Object> values) {
    for (String label : List.of(regionLabel, levelLabel)) {
      boolean admitted = false;
      for (Map<String, Object> instance : instances) {
        if (!instance.get("name").equals(label)) {
          continue;
        }
        boolean all = true;
        for (Object a : (List<?>) instance.get("attributes")) {
          Map<?, ?> attribute = (Map<?, ?>) a;
          String attributeName = ((String) attribute.get("path")).substring(register.length() + 1);
          all &= String.valueOf(values.get(attributeName)).equals(attribute.get("value"));
        }
        admitted |= all;
      }
      if (!admitted) {
        return false;
      }
    }
    return true;
  }
}
