package org.platform.mdm.bench.people;

import com.ibm.icu.text.Transliterator;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Person records with duplicates of known truth, written with the kinds of errors the FEBRL
 * generator (Christen's data set generator for record linkage) puts in them: typos (a letter
 * inserted, dropped, replaced by a keyboard neighbour, two swapped), missing values, given name and
 * surname swapped, nicknames, names in the other script or in a looser Latin spelling, day and
 * month swapped or one digit of a date changed, digit errors in phone numbers, postcodes and
 * identifiers. Half of the persons are English, half Russian (their names in Cyrillic or in BGN
 * Latin). Everything is drawn from one seed, so the same settings give the same records.
 *
 * <p>{@link #dedupe} gives one file of originals and their duplicates; {@link #linkage} two files
 * of one population that overlap, each person at most once per file. Every record carries the id of
 * the person it describes.
 */
public final class People {

  public static final String GIVEN = "given";
  public static final String SURNAME = "surname";
  public static final String BORN = "born";
  public static final String STREET = "street";
  public static final String CITY = "city";
  public static final String POSTCODE = "postcode";
  public static final String PHONE = "phone";
  public static final String SSID = "ssid";

  /** Every field, in the order of a record. */
  public static final List<String> FIELDS =
      List.of(GIVEN, SURNAME, BORN, STREET, CITY, POSTCODE, PHONE, SSID);

  /**
   * The generator's settings.
   *
   * @param seed the seed every value is drawn from
   * @param duplicateShare the share of a dedupe file's records that are duplicates
   * @param maxDuplicates at most this many duplicates of one original
   * @param maxModifications at most this many errors in one duplicate (at least one)
   * @param maxPerField at most this many errors in one field of a duplicate
   * @param russianShare the share of persons with Russian names
   */
  public record Settings(
      long seed,
      double duplicateShare,
      int maxDuplicates,
      int maxModifications,
      int maxPerField,
      double russianShare) {

    /** FEBRL's usual rates: a fifth of the records duplicates, up to 3 errors, 2 per field. */
    public static Settings febrl(long seed) {
      return new Settings(seed, 0.2, 5, 3, 2, 0.5);
    }
  }

  /**
   * One record.
   *
   * @param id the record's own id (unique in its file)
   * @param personId the person it describes: the truth
   * @param original whether it is the person's original record (not a duplicate with errors)
   * @param fields each field's value, blank when missing
   * @param errors the errors put in a duplicate, each "kind field" (e.g. "typo surname")
   */
  public record Person(
      String id,
      String personId,
      boolean original,
      Map<String, String> fields,
      List<String> errors) {

    public String value(String field) {
      return fields.getOrDefault(field, "");
    }
  }

  /** Two files of one population: a person is in A, in B, or in both (once in each). */
  public record Linkage(List<Person> a, List<Person> b) {}

  /** A person as generated, before it is written as a record: names in their table form. */
  record Identity(
      String personId, boolean russian, String given, String surname, Map<String, String> fields) {}

  private final Settings settings;
  private final SplittableRandom random;
  private final Transliterator bgn = Transliterator.getInstance("Russian-Latin/BGN; Latin-ASCII");
  private final Errors errors;
  private final Map<String, String> latin = new HashMap<>();

  public People(Settings settings) {
    this.settings = settings;
    this.random = new SplittableRandom(settings.seed());
    this.errors = new Errors(random, settings, this::latin);
  }

  /** One file of {@code records} records: originals and duplicates of them, shuffled. */
  public List<Person> dedupe(int records) {
    int duplicates = (int) Math.round(records * settings.duplicateShare());
    int originals = records - duplicates;
    List<Identity> identities = new ArrayList<>();
    List<Person> out = new ArrayList<>();
    for (int i = 0; i < originals; i++) {
      Identity p = identity(i);
      identities.add(p);
      out.add(new Person("R-" + i, p.personId(), true, p.fields(), List.of()));
    }
    // Originals in random order, each given 1 to maxDuplicates duplicates (fewer more often).
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < originals; i++) {
      order.add(i);
    }
    shuffle(order);
    int next = originals;
    for (int k = 0; k < order.size() && next < records; k++) {
      Identity of = identities.get(order.get(k));
      double u = random.nextDouble();
      int count = 1 + (int) (settings.maxDuplicates() * u * u * u);
      for (int c = 0; c < count && next < records; c++) {
        out.add(errors.duplicate(of, "R-" + next++));
      }
    }
    shuffle(out);
    return out;
  }

  /**
   * Two files of {@code perFile} records each: A the originals of persons 0 to perFile − 1, B a
   * record of persons from (1 − overlap) · perFile on, a duplicate with errors of those also in A.
   */
  public Linkage linkage(int perFile, double overlap) {
    int start = (int) Math.round(perFile * (1 - overlap));
    List<Person> a = new ArrayList<>();
    List<Person> b = new ArrayList<>();
    for (int i = 0; i < start + perFile; i++) {
      Identity p = identity(i);
      if (i < perFile) {
        a.add(new Person("A-" + i, p.personId(), true, p.fields(), List.of()));
      }
      if (i >= start) {
        String id = "B-" + (i - start);
        b.add(
            i < perFile
                ? errors.duplicate(p, id)
                : new Person(id, p.personId(), true, p.fields(), List.of()));
      }
    }
    shuffle(a);
    shuffle(b);
    return new Linkage(a, b);
  }

  // ---------------------------------------------------------------- originals

  private Identity identity(int n) {
    boolean russian = random.nextDouble() < settings.russianShare();
    boolean female = random.nextBoolean();
    String given;
    String surname;
    if (russian) {
      given = pick(female ? Tables.RUSSIAN_FEMALE : Tables.RUSSIAN_MALE);
      String s = pick(Tables.RUSSIAN_SURNAMES);
      surname = female ? Tables.feminine(s) : s;
    } else {
      given = pick(female ? Tables.ENGLISH_FEMALE : Tables.ENGLISH_MALE);
      surname = pick(Tables.ENGLISH_SURNAMES);
    }
    boolean cyrillic = russian && random.nextBoolean();
    Map<String, String> fields = new LinkedHashMap<>();
    fields.put(GIVEN, cyrillic || !russian ? given : latin(given));
    fields.put(SURNAME, cyrillic || !russian ? surname : latin(surname));
    fields.put(BORN, LocalDate.of(1930, 1, 1).plusDays(random.nextInt(75 * 365)).toString());
    boolean russianPlace = russian == random.nextDouble() < 0.9;
    List<String> cities = russianPlace ? Tables.RUSSIAN_CITIES : Tables.ENGLISH_CITIES;
    int city = index(cities.size());
    List<String> streets = russianPlace ? Tables.RUSSIAN_STREETS : Tables.ENGLISH_STREETS;
    fields.put(STREET, (1 + random.nextInt(199)) + " " + pick(streets));
    fields.put(CITY, cities.get(city));
    int prefix = 101 + 13 * (city + (russianPlace ? 20 : 0));
    fields.put(POSTCODE, prefix + String.format("%03d", random.nextInt(1000)));
    // Distinct for distinct persons (multiplication by a number prime to the modulus).
    long phone = (n * 48_271L + 3_000_017L + settings.seed() * 7) % 1_000_000_000L;
    fields.put(PHONE, String.format("0%09d", phone));
    long ssid = (n * 7_057L + 1_000_003L + settings.seed() * 3) % 10_000_000L;
    fields.put(SSID, String.format("%07d", ssid));
    return new Identity("P-" + n, russian, given, surname, fields);
  }

  /**
   * BGN Latin of a Cyrillic name, as the product's own transliteration writes it (remembered: the
   * names come from short tables).
   */
  String latin(String cyrillic) {
    return latin.computeIfAbsent(cyrillic, bgn::transliterate);
  }

  /** An entry of a table, earlier ones more often (a power law, as names are common). */
  private String pick(List<String> table) {
    return table.get(index(table.size()));
  }

  private int index(int size) {
    return Math.min(size - 1, (int) (size * Math.pow(random.nextDouble(), 1.5)));
  }

  private <T> void shuffle(List<T> list) {
    for (int i = list.size() - 1; i > 0; i--) {
      Collections.swap(list, i, random.nextInt(i + 1));
    }
  }
}
