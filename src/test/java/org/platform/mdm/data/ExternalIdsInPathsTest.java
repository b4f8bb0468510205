package org.platform.mdm.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;

/**
 * An external id may hold any text: a slash (invoice numbers like {@code INV/2024/7}) is read and
 * deleted by key with the slash escaped in the path, and any id, a percent sign or backslash
 * included, with the query form {@code …/{entity}/{source}?externalId=…}. A {@code +} in a path is
 * a plus sign.
 */
class ExternalIdsInPathsTest extends RecordApiTest {

  @Test
  void anIdWithSlashesIsReadAndDeletedWithEscapedSlashes() {
    Api admin = admin();
    String source = aSource(admin, "erp", 50);
    String entity = aRegister(admin, "BVT", attribute("name", "String"));
    String etalonId =
        written(admin, aRecord(entity, source, "INV/2024/7").with("name", "first invoice"))
            .path("etalonId")
            .asString();

    Api.Response read = admin.get(DATA + "/" + entity + "/" + source + "/INV%2F2024%2F7");
    assertThat(read.status()).as(read.toString()).isEqualTo(200);
    assertThat(read.json().path("etalonId").asString()).isEqualTo(etalonId);
    assertThat(read.json().path("attributes").path("name").asString()).isEqualTo("first invoice");

    Api.Response deleted = admin.delete(DATA + "/" + entity + "/" + source + "/INV%2F2024%2F7");
    assertThat(deleted.status()).as(deleted.toString()).isEqualTo(200);
    assertThat(admin.get(DATA + "/" + entity + "/" + source + "/INV%2F2024%2F7").status())
        .isEqualTo(404);

    written(admin, aRecord(entity, source, "50%/2").with("name", "percent"));
    Api.Response percent = admin.get(DATA + "/" + entity + "/" + source + "/50%25%2F2");
    assertThat(percent.json().path("attributes").path("name").asString())
        .as(percent.toString())
        .isEqualTo("percent");
  }

  @Test
  void anyIdIsReadAndDeletedWithTheQueryForm() {
    Api admin = admin();
    String source = aSource(admin, "erp", 50);
    String entity = aRegister(admin, "BVT", attribute("name", "String"));
    String id = "50% off; C:\\deals\\a+b/c";
    String etalonId =
        written(admin, aRecord(entity, source, id).with("name", "odd")).path("etalonId").asString();
    String query = "?externalId=" + URLEncoder.encode(id, StandardCharsets.UTF_8);

    Api.Response read = admin.get(DATA + "/" + entity + "/" + source + query);
    assertThat(read.status()).as(read.toString()).isEqualTo(200);
    assertThat(read.json().path("etalonId").asString()).isEqualTo(etalonId);
    assertThat(read.json().path("externalKeys").get(0).path("id").asString()).isEqualTo(id);

    Api.Response deleted = admin.delete(DATA + "/" + entity + "/" + source + query);
    assertThat(deleted.status()).as(deleted.toString()).isEqualTo(200);
    assertThat(admin.get(DATA + "/" + entity + "/" + source + query).status()).isEqualTo(404);
    assertThat(admin.get(DATA + "/" + entity + "/" + source).status()).isEqualTo(400);
  }

  @Test
  void aPlusInAPathIsAPlusSign() {
    Api admin = admin();
    String source = aSource(admin, "erp", 50);
    String entity = aRegister(admin, "BVT", attribute("name", "String"));
    written(admin, aRecord(entity, source, "a+b").with("name", "plus"));
    written(admin, aRecord(entity, source, "a b").with("name", "space"));

    assertThat(
            admin
                .get(DATA + "/" + entity + "/" + source + "/a+b")
                .json()
                .path("attributes")
                .path("name")
                .asString())
        .isEqualTo("plus");
    assertThat(
            admin
                .get(DATA + "/" + entity + "/" + source + "/a%20b")
                .json()
                .path("attributes")
                .path("name")
                .asString())
        .isEqualTo("space");
  }

  @Test
  void oddIdsAreReadByTheirEncodedPath() {
    Api admin = admin();
    String source = aSource(admin, "erp", 50);
    String entity = aRegister(admin, "BVT", attribute("name", "String"));
    String[] ids = {
      "a//b", "x\u2028y", "p\u2029q", "n\u0085l", "a/b", "/", "%", "a/../b", "..x", "Ünï 名前 🙂"
    };
    for (String id : ids) {
      String etalonId = written(admin, aRecord(entity, source, id)).path("etalonId").asString();

      Api.Response read = admin.get(DATA + "/" + entity + "/" + source + "/" + segment(id));

      assertThat(read.status()).as(id + ": " + read).isEqualTo(200);
      assertThat(read.json().path("etalonId").asString()).as(id).isEqualTo(etalonId);
    }
  }

  @Test
  void traversalAndNulStayRefusedInPaths() {
    Api admin = admin();
    String source = aSource(admin, "erp", 50);
    String entity = aRegister(admin, "BVT", attribute("name", "String"));
    String base = DATA + "/" + entity + "/" + source + "/";
    written(admin, aRecord(entity, source, ".."));

    for (String segment : new String[] {"%2E%2E", "%2e%2e", "a%00b", "a%5Cb", "a%3Bb"}) {
      Api.Response response = admin.raw("GET", base + segment, null);
      assertThat(response.status()).as(response.toString()).isEqualTo(400);
      assertThat(response.errorCodes()).containsExactly("SYSTEM_INVALID_PATH");
    }
    assertThat(admin.raw("GET", DATA + "//" + entity, null).errorCodes())
        .containsExactly("SYSTEM_INVALID_PATH");
    // An id that is a traversal segment is read with the query form.
    assertThat(admin.get(base.substring(0, base.length() - 1) + "?externalId=..").status())
        .isEqualTo(200);
  }

  @Test
  void everyIdThatCanBeWrittenIsReadBack() {
    long seed = System.nanoTime();
    Random random = new Random(seed);
    Api admin = admin();
    String source = aSource(admin, "erp", 50);
    String entity = aRegister(admin, "BVT", attribute("name", "String"));
    String odd = "/%+?#&=;\\.~ \u2028\u2029\u0085\u00a0\u200b\u0301é名🙂\t";
    Set<String> covered = new HashSet<>();
    int written = 0;
    for (int n = 0; n < 150; n++) {
      StringBuilder id = new StringBuilder();
      int length = 1 + random.nextInt(8);
      while (id.length() < length) {
        if (random.nextBoolean()) {
          id.append((char) (0x21 + random.nextInt(0x7e - 0x21 + 1)));
        } else {
          id.appendCodePoint(
              odd.codePointAt(
                  odd.offsetByCodePoints(0, random.nextInt(odd.codePointCount(0, odd.length())))));
        }
      }
      String text = id.toString();
      Api.Response write =
          admin.post(DATA, aRecord(entity, source, text).with("name", "n" + n).body());
      if (write.status() != 200) {
        assertThat(write.status()).as("seed " + seed + ": " + write).isEqualTo(400);
        continue;
      }
      written++;
      String etalonId = write.json().path("etalonId").asString();
      boolean byPath = byPath(text);
      String path =
          DATA
              + "/"
              + entity
              + "/"
              + source
              + (byPath ? "/" + segment(text) : "?externalId=" + segment(text));

      Api.Response read = admin.get(path);

      assertThat(read.status()).as("seed " + seed + ", id " + text + ": " + read).isEqualTo(200);
      assertThat(read.json().path("etalonId").asString()).as("seed " + seed).isEqualTo(etalonId);
      for (String mark : new String[] {"//", "/", "%", "\u2028", "\u0085", "\\"}) {
        if (text.contains(mark) && (byPath || mark.equals("\\"))) {
          covered.add(mark);
        }
      }
    }
    assertThat(written).as("seed " + seed).isGreaterThan(100);
    assertThat(covered).as("seed " + seed).contains("/", "%", "\u2028", "\u0085", "\\");
  }

  /**
   * Whether the README sends an id in the path: all but a backslash, a semicolon, a control
   * character (CR, LF, tab …) or a whole segment {@code .} or {@code ..}.
   */
  private static boolean byPath(String id) {
    return !id.contains("\\")
        && !id.contains(";")
        && !id.equals(".")
        && !id.equals("..")
        && id.chars().noneMatch(c -> c < 0x20 || c == 0x7f);
  }

  private static String segment(String id) {
    return URLEncoder.encode(id, StandardCharsets.UTF_8).replace("+", "%20");
  }
}
