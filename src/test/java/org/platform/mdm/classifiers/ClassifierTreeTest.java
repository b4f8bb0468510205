package org.platform.mdm.classifiers;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.platform.mdm.meta.AttributeCheck;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.system.ErrorCode;
import org.platform.mdm.system.Problem;

/** The rules of classifiers, versions and node trees, without Spring. */
class ClassifierTreeTest {

  private static ClassifierNode node(UUID id, UUID parent, String name, NodeAttribute... attrs) {
    return new ClassifierNode(id, parent, name, null, name + " node", null, 0, List.of(attrs));
  }

  private static ClassifierNode coded(UUID id, UUID parent, String name, String code) {
    return new ClassifierNode(id, parent, name, code, name, null, 0, List.of());
  }

  private static NodeAttribute attribute(String name, boolean inheritable) {
    return new NodeAttribute(AttributeDef.of(name, "String"), inheritable);
  }

  private static List<ErrorCode> codes(List<Problem> problems) {
    return problems.stream().map(Problem::code).toList();
  }

  @Test
  void aTreeOfTenLevelsIsAcceptedAndAnEleventhLevelIsRefused() {
    List<ClassifierNode> nodes = new ArrayList<>();
    UUID parent = null;
    for (int level = 0; level < ClassifierTree.MAX_LEVELS; level++) {
      UUID id = UUID.randomUUID();
      nodes.add(node(id, parent, "n" + level));
      parent = id;
    }
    assertThat(ClassifierTree.problems(nodes, null, AttributeCheck.NONE)).isEmpty();

    nodes.add(node(UUID.randomUUID(), parent, "tooDeep"));
    List<Problem> problems = ClassifierTree.problems(nodes, null, AttributeCheck.NONE);
    assertThat(codes(problems)).containsExactly(ClassifierErrors.CLASSIFIER_NODE_TOO_DEEP);
    assertThat(problems.get(0).source()).isEqualTo("nodes[10]");
  }

  @Test
  void anInheritableAttributeReachesEveryNodeBelowAndCannotBeDefinedAgain() {
    UUID root = UUID.randomUUID();
    UUID mid = UUID.randomUUID();
    ClassifierNode rootNode = node(root, null, "root", attribute("colour", true));
    ClassifierNode midNode = node(mid, root, "mid", attribute("size", false));
    List<ClassifierTree.Inherited> inherited = ClassifierTree.inherited(List.of(rootNode, midNode));
    assertThat(inherited).extracting(i -> i.attribute().name()).containsExactly("colour");
    assertThat(inherited.get(0).fromNodeName()).isEqualTo("root");

    List<Problem> problems =
        ClassifierTree.problems(
            List.of(
                rootNode,
                midNode,
                node(UUID.randomUUID(), mid, "leaf", attribute("colour", false)),
                node(UUID.randomUUID(), mid, "other", attribute("size", false))),
            null,
            AttributeCheck.NONE);
    assertThat(codes(problems)).containsExactly(ClassifierErrors.CLASSIFIER_ATTRIBUTE_INHERITED);
    assertThat(problems.get(0).source()).isEqualTo("nodes[2].attributes[0].name");
    assertThat(problems.get(0).params()).containsExactly("colour", "root");
  }

  @Test
  void codesMustMatchThePatternInFullAndBeUniqueAndEveryProblemIsListed() {
    UUID root = UUID.randomUUID();
    Pattern pattern = Pattern.compile("[0-9]{2}(\\.[0-9]{2})*");
    List<Problem> problems =
        ClassifierTree.problems(
            List.of(
                coded(root, null, "root", null),
                coded(UUID.randomUUID(), root, "a", "01"),
                coded(UUID.randomUUID(), root, "b", "01.1"),
                coded(UUID.randomUUID(), root, "c", "01"),
                coded(UUID.randomUUID(), root, "a", "02")),
            pattern,
            AttributeCheck.NONE);
    assertThat(codes(problems))
        .containsExactlyInAnyOrder(
            ClassifierErrors.CLASSIFIER_NODE_CODE_MISMATCH,
            ClassifierErrors.CLASSIFIER_NODE_CODE_REPEATED,
            ClassifierErrors.CLASSIFIER_NODE_NAME_REPEATED);
    assertThat(problems)
        .extracting(Problem::source)
        .containsExactlyInAnyOrder("nodes[2].code", "nodes[3].code", "nodes[4].name");
  }

  @Test
  void aNodeHasAtMostThirtyAttributesOfKnownTypes() {
    List<NodeAttribute> thirtyOne = new ArrayList<>();
    for (int i = 0; i < 31; i++) {
      thirtyOne.add(attribute("a" + i, false));
    }
    ClassifierNode crowded =
        new ClassifierNode(UUID.randomUUID(), null, "root", null, "Root", null, 0, thirtyOne);
    assertThat(
            codes(
                ClassifierTree.nodeProblems("node", crowded, null, List.of(), AttributeCheck.NONE)))
        .containsExactly(ClassifierErrors.CLASSIFIER_NODE_TOO_MANY_ATTRIBUTES);
    assertThat(
            ClassifierTree.nodeProblems(
                "node",
                crowded.withAttributes(thirtyOne.subList(0, 30)),
                null,
                List.of(),
                AttributeCheck.NONE))
        .isEmpty();

    ClassifierNode odd =
        crowded.withAttributes(
            List.of(
                new NodeAttribute(AttributeDef.of("nested", "Complex"), false),
                new NodeAttribute(AttributeDef.of("1bad", "Colour"), true),
                attribute("twice", false),
                attribute("twice", false)));
    List<Problem> problems =
        ClassifierTree.nodeProblems("node", odd, null, List.of(), AttributeCheck.NONE);
    assertThat(problems)
        .extracting(Problem::source)
        .containsExactly(
            "node.attributes[0].type",
            "node.attributes[1].name",
            "node.attributes[1].type",
            "node.attributes[3].name");
  }

  @Test
  void aClassifierListsEveryProblemOfItsFields() {
    Predicate<String> entities = "Products"::equals;
    ClassifierModel bad =
        new ClassifierModel(
            "ADMIN_DATA_MANAGEMENT", "", null, "([a-z", false, List.of("Products", "Nope"));
    List<Problem> problems = bad.problems(entities, name -> false);
    assertThat(problems)
        .extracting(Problem::source)
        .containsExactly("name", "displayName", "codePattern", "assignments[1]");
    assertThat(codes(problems))
        .containsExactly(
            ClassifierErrors.CLASSIFIER_NAME_RESERVED,
            ClassifierErrors.CLASSIFIER_FIELD_REQUIRED,
            ClassifierErrors.CLASSIFIER_CODE_PATTERN_INVALID,
            ClassifierErrors.CLASSIFIER_ASSIGNMENT_UNKNOWN);

    ClassifierModel good =
        new ClassifierModel("Okved", "OKVED", null, "[0-9.]+", true, List.of("Products"));
    assertThat(good.problems(entities, name -> false)).isEmpty();
    assertThat(codes(good.problems(entities, "Okved"::equals)))
        .containsExactly(ClassifierErrors.CLASSIFIER_NAME_TAKEN);
  }

  @Test
  void aVersionIsValidFromNoLaterThanItIsValidTo() {
    var from = java.time.OffsetDateTime.parse("2026-01-01T00:00:00Z");
    var to = from.minusDays(1);
    assertThat(
            codes(new ClassifierVersionModel("Okved", "v2", "2", null, from, to, false).problems()))
        .containsExactly(ClassifierErrors.CLASSIFIER_VALIDITY_INVALID);
    assertThat(new ClassifierVersionModel("Okved", "v2", "2", null, to, from, true).problems())
        .isEmpty();
    assertThat(new ClassifierVersionModel("Okved", "v2", "2", null, from, from, true).problems())
        .isEmpty();
  }
}
