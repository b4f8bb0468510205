package org.platform.mdm.classifiers;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import tools.jackson.databind.JsonNode;

/** Search of a version's nodes by name, code or display name, over HTTP. */
class ClassifierSearchApiTest extends ClassifierApiSupport {

  Api admin;
  String c;

  @BeforeEach
  void aTree() {
    admin = admin();
    c = aClassifierName();
    publishClassifier(admin, classifier(c, null));
    add("fruit", c, "F01", "Fresh produce");
    add("apple", "fruit", "F01-A", "Malus domestica");
    add("pineapple", "fruit", "F01-P", "Ananas comosus");
    add("vegetables", c, "V01", "Greens");
  }

  private void add(String name, String parent, String code, String displayName) {
    Map<String, Object> n = ClassifierNodeApiTest.node(c, name, parent, code);
    n.put("displayName", displayName);
    ClassifierNodeApiTest.ok(admin, n);
  }

  private Api.Response search(String query) {
    return admin.get(CLASSIFIERS + "/" + c + "/versions/v1/nodes/search?" + query);
  }

  private static List<String> names(JsonNode answer) {
    return answer
        .path("hits")
        .valueStream()
        .map(h -> h.path("node").path("name").asString())
        .toList();
  }

  @Test
  void nodesAreFoundByNameCodeOrDisplayNameIgnoringCaseWithTheirPath() {
    JsonNode byName = ok(search("text=APPLE"));
    assertThat(names(byName)).containsExactly("apple", "pineapple");
    assertThat(byName.path("total").asLong()).isEqualTo(2);
    JsonNode apple = byName.path("hits").get(0);
    assertThat(apple.path("path").valueStream().map(JsonNode::asString).toList())
        .containsExactly(c, "fruit");
    assertThat(apple.path("node").path("code").asString()).isEqualTo("F01-A");

    assertThat(names(ok(search("text=f01-p")))).containsExactly("pineapple");
    assertThat(names(ok(search("text=domestica")))).containsExactly("apple");
    assertThat(names(ok(search("text=greens")))).containsExactly("vegetables");
    JsonNode fruit = ok(search("text=fresh"));
    assertThat(fruit.path("hits").get(0).path("node").path("childCount").asLong()).isEqualTo(2);
    assertThat(fruit.path("hits").get(0).path("path").valueStream().toList()).hasSize(1);
    JsonNode none = ok(search("text=%25"));
    assertThat(names(none)).isEmpty();
    assertThat(none.path("total").asLong()).isZero();
  }

  @Test
  void hitsComeAPageAtATimeByNameWithTheTotal() {
    JsonNode first = ok(search("text=f01&limit=2"));
    assertThat(names(first)).containsExactly("apple", "fruit");
    assertThat(first.path("total").asLong()).isEqualTo(3);
    JsonNode second = ok(search("text=f01&limit=2&offset=2"));
    assertThat(names(second)).containsExactly("pineapple");
    assertThat(second.path("total").asLong()).isEqualTo(3);
    JsonNode beyond = ok(search("text=f01&offset=10"));
    assertThat(names(beyond)).isEmpty();
    assertThat(beyond.path("total").asLong()).isEqualTo(3);
  }

  @Test
  void badSearchesAreRefused() {
    Api.Response all = search("text=%20&limit=0&offset=-1");
    assertThat(all.status()).as(all.toString()).isEqualTo(400);
    assertThat(all.errorCodes())
        .containsExactlyInAnyOrder(
            "CLASSIFIER_FIELD_REQUIRED",
            "CLASSIFIER_VALUE_OUT_OF_RANGE",
            "CLASSIFIER_VALUE_OUT_OF_RANGE");
    assertThat(search("text=a&limit=101").errorCodes())
        .containsExactly("CLASSIFIER_VALUE_OUT_OF_RANGE");
    assertThat(search("").status()).isEqualTo(400);
    Api.Response notANumber = search("text=a&limit=many");
    assertThat(notANumber.status()).as(notANumber.toString()).isEqualTo(400);

    Api.Response noVersion =
        admin.get(CLASSIFIERS + "/" + c + "/versions/v9/nodes/search?text=apple");
    assertThat(noVersion.status()).isEqualTo(404);
    assertThat(noVersion.errorCodes()).containsExactly("CLASSIFIER_VERSION_NOT_FOUND");
    Api.Response noClassifier =
        admin.get(CLASSIFIERS + "/" + c + "Nope/versions/v1/nodes/search?text=apple");
    assertThat(noClassifier.status()).isEqualTo(404);
    assertThat(noClassifier.errorCodes()).containsExactly("CLASSIFIER_NOT_FOUND");
  }
}
