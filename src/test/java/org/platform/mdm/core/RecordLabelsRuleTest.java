package org.platform.mdm.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The label rule a bulk line is checked by, against a brute-force reference. */
class RecordLabelsRuleTest {

  private static final List<String> ATTRIBUTES = List.of("region", "level");

  @Test
  void aRecordIsAdmittedWhenEveryLabelHasAnInstanceWhoseValuesItHas() {
    Random random = new Random(7);
    for (int round = 0; round < 2_000; round++) {
      Map<String, List<RecordLabels.Label>> byEntity = new HashMap<>();
      List<RecordLabels.Label> labels = new ArrayList<>();
      int count = 1 + random.nextInt(2);
      for (int l = 0; l < count; l++) {
        List<Map<String, Object>> instances = new ArrayList<>();
        for (int i = random.nextInt(3); i > 0; i--) {
          Map<String, Object> instance = new HashMap<>();
          for (String a : ATTRIBUTES) {
            if (random.nextInt(3) > 0) {
              instance.put(a, value(random, a));
            }
          }
          instances.add(instance);
        }
        labels.add(new RecordLabels.Label("L" + l, instances));
      }
      byEntity.put("Customer", labels);
      RecordLabels rule = new RecordLabels(byEntity);
      Map<String, Object> record = new HashMap<>();
      for (String a : ATTRIBUTES) {
        if (random.nextInt(5) > 0) {
          record.put(a, value(random, a));
        }
      }
      assertThat(rule.admits("Customer", record::get))
          .as("%s on %s", labels, record)
          .isEqualTo(reference(labels, record));
      assertThat(rule.admits("Supplier", record::get)).isTrue();
    }
  }

  @Test
  void numbersAreOneValueWhateverTheirScaleAndAFullAccessUserIsNeverRestricted() {
    RecordLabels rule =
        new RecordLabels(
            Map.of(
                "Product",
                List.of(
                    new RecordLabels.Label(
                        "Price", List.of(Map.of("price", new BigDecimal("1.50")))))));
    assertThat(rule.admits("Product", a -> new BigDecimal("1.5"))).isTrue();
    assertThat(rule.admits("Product", a -> 2L)).isFalse();
    assertThat(rule.sql("Product", "doc", v -> "{}")).hasValue("((doc @> '{}'::jsonb))");
    assertThat(rule.sql("Customer", "doc", v -> "{}")).isEmpty();
    PlatformUser admin =
        new PlatformUser("a", "", null, "en", List.of("ADMIN"), true, Map.of(), rule);
    assertThat(admin.labels().restricts("Product")).isFalse();
  }

  private static Object value(Random random, String attribute) {
    return attribute.equals("level")
        ? (Object) (long) (1 + random.nextInt(2))
        : List.of("North", "South").get(random.nextInt(2));
  }

  private static boolean reference(List<RecordLabels.Label> labels, Map<String, Object> record) {
    for (RecordLabels.Label label : labels) {
      boolean some = false;
      for (Map<String, Object> instance : label.instances()) {
        boolean all = true;
        for (Map.Entry<String, Object> e : instance.entrySet()) {
          all &= e.getValue().equals(record.get(e.getKey()));
        }
        some |= all;
      }
      if (!some) {
        return false;
      }
    }
    return true;
  }
}
