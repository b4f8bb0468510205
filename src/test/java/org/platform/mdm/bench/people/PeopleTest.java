package org.platform.mdm.bench.people;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.platform.mdm.bench.people.People.Person;
import org.platform.mdm.bench.people.People.Settings;

/**
 * The person generator as a benchmark relies on it: the same seed gives the same records, the
 * duplicates and their errors come at the configured rates, and the truth is consistent.
 */
class PeopleTest {

  private static final Settings FEBRL = Settings.febrl(42);

  @Test
  void theSameSeedGivesTheSameRecordsAndAnotherSeedOthers() {
    List<Person> one = new People(FEBRL).dedupe(1000);
    List<Person> again = new People(FEBRL).dedupe(1000);
    List<Person> other = new People(Settings.febrl(43)).dedupe(1000);

    assertThat(again).isEqualTo(one);
    assertThat(other).isNotEqualTo(one);
    assertThat(new People(FEBRL).linkage(500, 0.5)).isEqualTo(new People(FEBRL).linkage(500, 0.5));
  }

  @Test
  void aFifthOfADedupeFileAreDuplicatesOfOriginalsInTheFile() {
    List<Person> records = new People(FEBRL).dedupe(5000);

    assertThat(records).hasSize(5000);
    assertThat(records.stream().map(Person::id).distinct()).hasSize(5000);
    List<Person> originals = records.stream().filter(Person::original).toList();
    List<Person> duplicates = records.stream().filter(p -> !p.original()).toList();
    assertThat(duplicates).hasSize(1000);
    Map<String, Person> originalOf =
        originals.stream().collect(Collectors.toMap(Person::personId, Function.identity()));
    assertThat(originalOf).hasSize(4000);
    assertThat(duplicates).allSatisfy(d -> assertThat(originalOf).containsKey(d.personId()));
    Map<String, Long> perOriginal =
        duplicates.stream().collect(Collectors.groupingBy(Person::personId, Collectors.counting()));
    assertThat(perOriginal.values()).allSatisfy(n -> assertThat(n).isBetween(1L, 5L));
    assertThat(perOriginal.values().stream().filter(n -> n > 1)).isNotEmpty();
    // A duplicate differs from its original, and where the given name went is the surname.
    for (Person d : duplicates) {
      assertThat(d.fields()).isNotEqualTo(originalOf.get(d.personId()).fields());
      if (d.errors().contains("swapped names") && d.errors().size() == 1) {
        assertThat(d.value(People.GIVEN))
            .isEqualTo(originalOf.get(d.personId()).value(People.SURNAME));
      }
    }
  }

  @Test
  void duplicatesCarryOneToThreeErrorsOfEveryKindAtFebrlLikeRates() {
    List<Person> duplicates =
        new People(FEBRL).dedupe(5_000).stream().filter(p -> !p.original()).toList();

    Map<String, Integer> kinds = new HashMap<>();
    double errors = 0;
    for (Person d : duplicates) {
      assertThat(d.errors()).hasSizeBetween(1, 3);
      Map<String, Long> perField =
          d.errors().stream()
              .collect(
                  Collectors.groupingBy(
                      e -> e.substring(e.lastIndexOf(' ') + 1), Collectors.counting()));
      assertThat(perField.values()).allSatisfy(n -> assertThat(n).isLessThanOrEqualTo(2));
      errors += d.errors().size();
      for (String e : d.errors()) {
        kinds.merge(e.substring(0, e.lastIndexOf(' ')), 1, Integer::sum);
        if (e.startsWith("missing")) {
          assertThat(d.value(e.substring(8))).isEmpty();
        }
      }
    }
    assertThat(errors / duplicates.size()).isCloseTo(2.0, within(0.1));
    assertThat(kinds)
        .containsKeys(
            "typo",
            "missing",
            "nickname",
            "transliteration",
            "swapped",
            "day/month",
            "date digit",
            "digit",
            "street");
    double total = kinds.values().stream().mapToInt(Integer::intValue).sum();
    assertThat(kinds.get("typo") / total).isBetween(0.20, 0.40);
    assertThat(kinds.get("missing") / total).isBetween(0.10, 0.25);
    assertThat(kinds.get("swapped") / total).isCloseTo(0.05, within(0.02));
    assertThat(kinds.get("transliteration") / total).isBetween(0.03, 0.10);
  }

  @Test
  void aLinkageHasEachPersonAtMostOncePerFileAndTheOverlapInBoth() {
    People.Linkage files = new People(FEBRL).linkage(2000, 0.5);

    Set<String> a = files.a().stream().map(Person::personId).collect(Collectors.toSet());
    Set<String> b = files.b().stream().map(Person::personId).collect(Collectors.toSet());
    assertThat(a).hasSize(2000);
    assertThat(b).hasSize(2000);
    Set<String> both = new HashSet<>(a);
    both.retainAll(b);
    assertThat(both).hasSize(1000);
    assertThat(files.a()).allMatch(Person::original);
    assertThat(files.b())
        .allSatisfy(p -> assertThat(p.original()).isEqualTo(!a.contains(p.personId())));
  }

  @Test
  void differentPersonsOftenShareASurnameABirthYearAndACity() {
    List<Person> originals =
        new People(FEBRL).dedupe(5000).stream().filter(Person::original).toList();

    Map<String, Long> groups =
        originals.stream()
            .collect(
                Collectors.groupingBy(
                    p ->
                        p.value(People.SURNAME)
                            + "|"
                            + p.value(People.BORN).substring(0, 4)
                            + "|"
                            + p.value(People.CITY),
                    Collectors.counting()));
    assertThat(groups.values().stream().filter(n -> n > 1).count()).isGreaterThan(10);
    assertThat(originals.stream().filter(p -> Errors.cyrillic(p.value(People.SURNAME))).count())
        .isBetween(800L, 1200L);
  }
}
