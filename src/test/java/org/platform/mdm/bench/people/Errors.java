package org.platform.mdm.bench.people;

import static org.platform.mdm.bench.people.People.BORN;
import static org.platform.mdm.bench.people.People.CITY;
import static org.platform.mdm.bench.people.People.GIVEN;
import static org.platform.mdm.bench.people.People.PHONE;
import static org.platform.mdm.bench.people.People.POSTCODE;
import static org.platform.mdm.bench.people.People.SSID;
import static org.platform.mdm.bench.people.People.STREET;
import static org.platform.mdm.bench.people.People.SURNAME;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.UnaryOperator;
import org.platform.mdm.bench.people.People.Identity;
import org.platform.mdm.bench.people.People.Person;

/**
 * The errors of a duplicate, as FEBRL puts them: 1 to {@code maxModifications} per record, at most
 * {@code maxPerField} in one field, each field chosen by its own rate and each error by the rates
 * of its field. Whole-value errors (nickname, other script) come before typos, a swap of the names
 * after them, and a missing value last, so that no error undoes another.
 */
final class Errors {

  /** How often each field (or, for "names", the swap of given name and surname) is chosen. */
  private static final Map<String, Double> FIELD_RATES = new LinkedHashMap<>();

  static {
    FIELD_RATES.put(GIVEN, 0.16);
    FIELD_RATES.put(SURNAME, 0.16);
    FIELD_RATES.put("names", 0.05);
    FIELD_RATES.put(BORN, 0.12);
    FIELD_RATES.put(STREET, 0.11);
    FIELD_RATES.put(CITY, 0.08);
    FIELD_RATES.put(POSTCODE, 0.08);
    FIELD_RATES.put(PHONE, 0.11);
    FIELD_RATES.put(SSID, 0.13);
  }

  private static final List<String> ORDER =
      List.of(
          "nickname", "transliteration", "typo", "digit", "date", "street", "swapped", "missing");

  private final SplittableRandom random;
  private final People.Settings settings;
  private final UnaryOperator<String> bgn;

  Errors(SplittableRandom random, People.Settings settings, UnaryOperator<String> bgn) {
    this.random = random;
    this.settings = settings;
    this.bgn = bgn;
  }

  /** A duplicate of a person with 1 to maxModifications errors. */
  Person duplicate(Identity of, String id) {
    int count = 1 + random.nextInt(settings.maxModifications());
    Map<String, Integer> perField = new HashMap<>();
    List<String[]> chosen = new ArrayList<>();
    for (int tries = 0; chosen.size() < count && tries < 50; tries++) {
      String field = field();
      if (perField.getOrDefault(field, 0) >= (field.equals("names") ? 1 : settings.maxPerField())) {
        continue;
      }
      String kind = kind(field, of);
      // A missing value makes any other error of its field void: never both in one field.
      boolean missing = chosen.stream().anyMatch(c -> c[1].equals(field) && c[0].equals("missing"));
      // Nor the same whole-value error twice (a second transliteration could undo the first).
      boolean again =
          !kind.equals("typo")
              && !kind.equals("digit")
              && chosen.stream().anyMatch(c -> c[1].equals(field) && c[0].equals(kind));
      if (missing || again || kind.equals("missing") && perField.containsKey(field)) {
        continue;
      }
      perField.merge(field, 1, Integer::sum);
      chosen.add(new String[] {kind, field});
    }
    chosen.sort(Comparator.comparingInt(e -> ORDER.indexOf(e[0])));
    Map<String, String> fields = new LinkedHashMap<>(of.fields());
    // The given name's table form, to write it in another script after a nickname too.
    String[] given = {of.given()};
    List<String> done = new ArrayList<>();
    for (String[] e : chosen) {
      String kind = e[0];
      String field = e[1];
      if (kind.equals("swapped")) {
        String g = fields.get(GIVEN);
        fields.put(GIVEN, fields.get(SURNAME));
        fields.put(SURNAME, g);
      } else {
        String value = fields.get(field);
        // An error that would leave the value as it was (two equal letters swapped, a loose
        // spelling equal to BGN's) is drawn again, and becomes a typo if it keeps doing so.
        for (int tries = 0; tries < 5 && value.equals(fields.get(field)); tries++) {
          apply(kind, field, value, fields, given, of, e);
        }
        if (value.equals(fields.get(field))) {
          e[0] = "typo";
          fields.put(field, typo(value));
        }
      }
      done.add(e[0] + " " + e[1]);
    }
    return new Person(id, of.personId(), false, fields, List.copyOf(done));
  }

  private void apply(
      String kind,
      String field,
      String value,
      Map<String, String> fields,
      String[] given,
      Identity of,
      String[] error) {
    switch (kind) {
      case "nickname" -> {
        List<String> nicks = Tables.NICKNAMES.get(given[0]);
        if (nicks != null) {
          String nick = nicks.get(random.nextInt(nicks.size()));
          given[0] = nick;
          fields.put(GIVEN, written(nick, value));
        }
      }
      case "transliteration" -> {
        String form = field.equals(GIVEN) ? given[0] : of.surname();
        fields.put(field, otherScript(form, value));
      }
      case "typo", "digit" -> fields.put(field, typo(value));
      case "date" -> fields.put(field, date(value, error));
      case "street" -> fields.put(field, (1 + random.nextInt(199)) + value.replaceAll("^\\d+", ""));
      default -> fields.put(field, "");
    }
  }

  private String field() {
    double u = random.nextDouble();
    String last = null;
    for (Map.Entry<String, Double> f : FIELD_RATES.entrySet()) {
      last = f.getKey();
      u -= f.getValue();
      if (u < 0) {
        break;
      }
    }
    return last;
  }

  /** The kind of error for a field, by the field's rates. */
  private String kind(String field, Identity of) {
    double u = random.nextDouble();
    return switch (field) {
      case "names" -> "swapped";
      case GIVEN ->
          u < 0.10
              ? "missing"
              : u < 0.30 && Tables.NICKNAMES.containsKey(of.given())
                  ? "nickname"
                  : u >= 0.30 && u < 0.55 && of.russian() ? "transliteration" : "typo";
      case SURNAME -> u < 0.10 ? "missing" : u < 0.40 && of.russian() ? "transliteration" : "typo";
      case BORN -> u < 0.2 ? "missing" : "date";
      case STREET -> u < 0.2 ? "missing" : u < 0.3 ? "street" : "typo";
      case CITY -> u < 0.3 ? "missing" : "typo";
      default -> u < 0.3 ? "missing" : "digit";
    };
  }

  /** A name from the table written in the script the record uses for it. */
  private String written(String name, String current) {
    return cyrillic(current) || !cyrillic(name) ? name : bgn.apply(name);
  }

  /** The name in another writing than the current one: Cyrillic, BGN Latin or a looser Latin. */
  private String otherScript(String cyrillicForm, String current) {
    if (!cyrillic(cyrillicForm)) {
      return current;
    }
    boolean loose = random.nextBoolean();
    if (cyrillic(current)) {
      return loose ? loose(cyrillicForm) : bgn.apply(cyrillicForm);
    }
    return loose ? loose(cyrillicForm) : cyrillicForm;
  }

  static boolean cyrillic(String text) {
    return text.chars()
        .anyMatch(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.CYRILLIC);
  }

  private static String loose(String cyrillic) {
    StringBuilder out = new StringBuilder();
    for (char c : cyrillic.toCharArray()) {
      String l = Tables.LOOSE.get(Character.toLowerCase(c));
      out.append(l == null ? String.valueOf(c) : l);
    }
    return out.isEmpty() ? "" : Character.toUpperCase(out.charAt(0)) + out.substring(1);
  }

  /**
   * One typo: a key replaced by a neighbour on the keyboard (or any letter), a letter inserted,
   * dropped, or two neighbouring ones swapped; the first letter less often.
   */
  String typo(String value) {
    if (value.length() < 2) {
      return value;
    }
    StringBuilder s = new StringBuilder(value);
    int at = random.nextInt(s.length());
    if (at == 0 && random.nextBoolean()) {
      at = 1;
    }
    char c = s.charAt(at);
    double u = random.nextDouble();
    if (u < 0.4) {
      s.setCharAt(at, replaced(c));
    } else if (u < 0.6) {
      s.insert(at, replaced(c));
    } else if (u < 0.8) {
      s.deleteCharAt(at);
    } else if (at + 1 < s.length()) {
      s.setCharAt(at, s.charAt(at + 1));
      s.setCharAt(at + 1, c);
    } else {
      s.setCharAt(at, s.charAt(at - 1));
      s.setCharAt(at - 1, c);
    }
    return s.toString();
  }

  private char replaced(char c) {
    String near = Tables.neighbours(c);
    char r;
    if (!near.isEmpty() && random.nextDouble() < 0.8) {
      r = near.charAt(random.nextInt(near.length()));
    } else if (Character.isDigit(c)) {
      r = (char) ('0' + random.nextInt(10));
    } else if (cyrillic(String.valueOf(c))) {
      r = (char) ('а' + random.nextInt(32));
    } else {
      r = (char) ('a' + random.nextInt(26));
    }
    return Character.isUpperCase(c) ? Character.toUpperCase(r) : r;
  }

  /** Day and month swapped (when both could be a month), or one digit of the date changed. */
  private String date(String value, String[] error) {
    LocalDate d = LocalDate.parse(value);
    if (d.getDayOfMonth() <= 12
        && d.getDayOfMonth() != d.getMonthValue()
        && random.nextDouble() < 0.3) {
      error[0] = "day/month";
      return LocalDate.of(d.getYear(), d.getDayOfMonth(), d.getMonthValue()).toString();
    }
    int[] positions = {2, 3, 5, 6, 8, 9};
    for (int tries = 0; tries < 20; tries++) {
      StringBuilder s = new StringBuilder(value);
      int at = positions[random.nextInt(positions.length)];
      s.setCharAt(at, (char) ('0' + random.nextInt(10)));
      try {
        String changed = LocalDate.parse(s).toString();
        if (!changed.equals(value)) {
          error[0] = "date digit";
          return changed;
        }
      } catch (DateTimeParseException e) {
        // not a date: another digit
      }
    }
    error[0] = "date digit";
    return LocalDate.parse(value).plusDays(1).toString();
  }
}
