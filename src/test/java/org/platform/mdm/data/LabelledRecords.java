package org.platform.mdm.data;

import static org.platform.mdm.testsupport.SecurityLabels.instance;
import static org.platform.mdm.testsupport.SecurityLabels.label;

import java.util.ArrayList;
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
