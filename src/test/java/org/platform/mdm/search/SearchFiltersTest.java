package org.platform.mdm.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;

/** Every operator on every type, and/or/not, dotted paths, LookupLink and Enum by display. */
class SearchFiltersTest extends SearchTestSupport {

  @Test
  void everyOperatorComparesByTheAttributesType() {
    Api admin = admin();
    Persons p = persons(admin);
    written(
        admin, aRecord(p.countries(), p.source(), "FR").with("code", "FR").with("title", "France"));
    written(
        admin,
        aRecord(p.countries(), p.source(), "DE").with("code", "DE").with("title", "Germany"));
    String anna =
        id(
            written(
                admin,
                aRecord(p.register(), p.source(), "1")
                    .with("name", "Anna Müller")
                    .with("city", "Berlin")
                    .with("born", "1990-05-01")
                    .with("age", 9)
                    .with("weight", 61.5)
                    .with("vip", true)
                    .with("seen", "2024-01-01T10:00:00Z")
                    .with("wakes", "07:30")
                    .with("gender", "F")
                    .with("country", "DE")
                    .with("home", List.of(Map.of("street", "Unter den Linden", "zip", "10117")))
                    .with("phones", List.of("111", "222"))));
    String boris =
        id(
            written(
                admin,
                aRecord(p.register(), p.source(), "2")
                    .with("name", "Boris")
                    .with("city", "Paris")
                    .with("born", "1985-12-31")
                    .with("age", 10)
                    .with("weight", 80)
                    .with("vip", false)
                    .with("seen", "2024-01-01T12:00:00+03:00")
                    .with("wakes", "06:00")
                    .with("gender", "M")
                    .with("country", "FR")
                    .with("home", List.of(Map.of("street", "Rue de Rivoli", "zip", "75001")))));
    String clara = id(written(admin, aRecord(p.register(), p.source(), "3").with("name", "Clara")));
    String r = p.register();

    assertThat(found(admin, r, leaf("city", "EQ", "Berlin"))).containsExactly(anna);
    assertThat(found(admin, r, leaf("city", "NE", "Berlin")))
        .containsExactlyInAnyOrder(boris, clara);
    assertThat(found(admin, r, leaf("age", "GT", 9))).containsExactly(boris);
    assertThat(found(admin, r, leaf("age", "GE", 9))).containsExactlyInAnyOrder(anna, boris);
    assertThat(found(admin, r, leaf("age", "LT", 10)))
        .as("9 < 10 as numbers")
        .containsExactly(anna);
    assertThat(found(admin, r, leaf("weight", "LE", 61.5))).containsExactly(anna);
    assertThat(found(admin, r, leaf("born", "RANGE", Arrays.asList("1985-01-01", "1989-12-31"))))
        .containsExactly(boris);
    assertThat(found(admin, r, leaf("born", "RANGE", Arrays.asList("1990-01-01", null))))
        .containsExactly(anna);
    assertThat(found(admin, r, leaf("seen", "LT", "2024-01-01T10:00:00Z")))
        .as("12:00+03:00 is 09:00 UTC")
        .containsExactly(boris);
    assertThat(found(admin, r, leaf("wakes", "GT", "07:00"))).containsExactly(anna);
    assertThat(found(admin, r, leaf("vip", "EQ", false))).containsExactly(boris);
    assertThat(found(admin, r, leaf("gender", "EQ", "F"))).containsExactly(anna);
    assertThat(found(admin, r, leaf("gender", "EQ", "male")))
        .as("display name")
        .containsExactly(boris);
    assertThat(found(admin, r, leaf("gender", "IN", List.of("F", "M"))))
        .containsExactlyInAnyOrder(anna, boris);
    assertThat(found(admin, r, leaf("country", "EQ", "FR"))).containsExactly(boris);
    assertThat(found(admin, r, leaf("country", "EQ", "Germany")))
        .as("the referenced record's display attribute")
        .containsExactly(anna);
    assertThat(found(admin, r, leaf("name", "PREFIX", "ann"))).containsExactly(anna);
    assertThat(found(admin, r, leaf("name", "CONTAINS", "MULLER")))
        .as("case and accents ignored")
        .containsExactly(anna);
    assertThat(found(admin, r, leaf("name", "CONTAINS", "%"))).as("no wildcards").isEmpty();
    assertThat(found(admin, r, leaf("home.zip", "EQ", "75001"))).containsExactly(boris);
    assertThat(found(admin, r, leaf("home.street", "CONTAINS", "linden"))).containsExactly(anna);
    assertThat(found(admin, r, leaf("phones", "EQ", "222"))).as("any item").containsExactly(anna);
    assertThat(found(admin, r, leaf("phones", "EXISTS", null))).containsExactly(anna);
    assertThat(found(admin, r, leaf("city", "NOT_EXISTS", null))).containsExactly(clara);
    assertThat(found(admin, r, leaf("city", "IN", List.of("Paris", "Rome"))))
        .containsExactly(boris);
    assertThat(found(admin, r, leaf("name", "FUZZY", "Borris")))
        .as("5 trigrams shared of 6 and 7: 0.77")
        .containsExactly(boris);
    Map<String, Object> stricter = leaf("name", "FUZZY", "Borris");
    stricter.put("threshold", 0.8);
    assertThat(found(admin, r, stricter)).isEmpty();
  }

  @Test
  void andOrAndNotCombine() {
    Api admin = admin();
    Persons p = persons(admin);
    String r = p.register();
    String a =
        id(written(admin, aRecord(r, p.source(), "1").with("city", "Berlin").with("age", 1)));
    String b =
        id(written(admin, aRecord(r, p.source(), "2").with("city", "Berlin").with("age", 2)));
    String c = id(written(admin, aRecord(r, p.source(), "3").with("city", "Paris").with("age", 1)));

    assertThat(
            found(
                admin,
                r,
                Map.of("and", List.of(leaf("city", "EQ", "Berlin"), leaf("age", "EQ", 1)))))
        .containsExactly(a);
    assertThat(
            found(
                admin, r, Map.of("or", List.of(leaf("city", "EQ", "Paris"), leaf("age", "EQ", 2)))))
        .containsExactlyInAnyOrder(b, c);
    assertThat(found(admin, r, Map.of("not", leaf("city", "EQ", "Berlin")))).containsExactly(c);
    assertThat(
            found(
                admin,
                r,
                Map.of(
                    "and",
                    List.of(
                        Map.of("not", leaf("age", "EQ", 2)),
                        Map.of(
                            "or",
                            List.of(leaf("city", "EQ", "Berlin"), leaf("city", "EQ", "Paris")))))))
        .containsExactlyInAnyOrder(a, c);
  }
}
