package org.platform.mdm.meta;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;
import static org.platform.mdm.meta.ModelBuilder.aModel;
import static org.platform.mdm.meta.ModelBuilder.aNestedEntity;
import static org.platform.mdm.meta.ModelBuilder.aReferenceSet;
import static org.platform.mdm.meta.ModelBuilder.aRelation;
import static org.platform.mdm.meta.ModelBuilder.anAttribute;
import static org.platform.mdm.meta.ModelBuilder.anEntity;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.meta.validation.ModelValidator;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import tools.jackson.databind.json.JsonMapper;

class ModelDocumentTest {

  private final JsonMapper json = JsonMapper.builder().build();

  @Test
  void theEmptyModelHasOnlyThePlatformSource() {
    DataModel empty = DataModel.empty();

    assertThat(empty.sourceSystems())
        .containsExactly(new SourceSystemDef("platform", "The platform itself", 100));
    assertThat(empty.entities()).isEmpty();
    assertThat(empty.lookupEntities()).isEmpty();
    assertThat(empty.nestedEntities()).isEmpty();
    assertThat(empty.enumerations()).isEmpty();
    assertThat(empty.relations()).isEmpty();
  }

  @Test
  void absentListsAndMapsAreEmptyAndNullElementsAreDropped() {
    Map<String, Integer> weights = new HashMap<>();
    weights.put("crm", null);
    AttributeDef attribute =
        new AttributeDef(
            "inn", null, null, "String", false, false, null, null, null, null, weights, null, null,
            null);
    EntityDef entity =
        new EntityDef("Customer", null, null, null, Arrays.asList(attribute, null), null);

    assertThat(attribute.sourceWeights()).isEmpty();
    assertThat(attribute.customProperties()).isEmpty();
    assertThat(entity.attributes()).containsExactly(attribute);
    assertThat(new DataModel(null, null, null, null, null, null).entities()).isEmpty();
  }

  @Test
  void theListsOfADocumentCannotBeChangedFromOutside() {
    List<EntityDef> entities = new ArrayList<>(List.of(anEntity("Customer").build()));
    DataModel model = new DataModel(entities, null, null, null, null, null);
    entities.clear();

    assertThat(model.entities()).hasSize(1);
    assertThatThrownBy(() -> model.entities().add(anEntity("Order").build()))
        .isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void aCodeAttributeIsAlwaysRequired() {
    LookupEntityDef country =
        new LookupEntityDef(
            "Country", null, null, AttributeDef.of("code", "String"), false, null, null, null);

    assertThat(country.codeAttribute().required()).isTrue();
  }

  @Test
  void savingAnElementReplacesTheOneOfTheSameNameInPlaceOrAppendsIt() {
    DataModel model =
        aModel().withEntity(anEntity("Customer")).withEntity(anEntity("Order")).build();
    EntityDef newCustomer = anEntity("Customer").withAttribute("inn", "String").build();

    DataModel saved = model.withEntity(newCustomer).withEntity(anEntity("Product").build());

    assertThat(saved.entities())
        .extracting(EntityDef::name)
        .containsExactly("Customer", "Order", "Product");
    assertThat(saved.entity("Customer")).contains(newCustomer);
    assertThat(model.entity("Customer").orElseThrow().attributes()).isEmpty();
  }

  @Test
  void eachKindOfElementCanBeSavedFoundAndRemovedByName() {
    DataModel model =
        DataModel.empty()
            .withLookupEntity(aReferenceSet("Country").build())
            .withNestedEntity(aNestedEntity("Address").build())
            .withEnumeration(new EnumerationDef("Gender", null, null))
            .withSourceSystem(new SourceSystemDef("crm", null, 50))
            .withSourceSystem(new SourceSystemDef("platform", "Ours", 90))
            .withRelation(aRelation("Partners", "Customer", "Customer").build());

    assertThat(model.lookupEntity("Country")).isPresent();
    assertThat(model.nestedEntity("Address")).isPresent();
    assertThat(model.enumeration("Gender")).isPresent();
    assertThat(model.sourceSystems())
        .containsExactly(
            new SourceSystemDef("platform", "Ours", 90), new SourceSystemDef("crm", null, 50));
    assertThat(model.relation("Partners")).isPresent();

    DataModel emptied =
        model
            .withoutLookupEntity("Country")
            .withoutNestedEntity("Address")
            .withoutEnumeration("Gender")
            .withoutSourceSystem("crm")
            .withoutRelation("Partners")
            .withoutEntity("Nothing");

    assertThat(emptied)
        .isEqualTo(DataModel.empty().withSourceSystem(new SourceSystemDef("platform", "Ours", 90)));
  }

  @Test
  void aModelSurvivesAJsonRoundTrip() {
    DataModel model =
        aModel()
            .withSourceSystem("crm", 60)
            .withEnumeration("Gender", "male", "female")
            .withReferenceSet(
                aReferenceSet("Country").hierarchical().withAttribute("name", "String"))
            .withNestedEntity(aNestedEntity("Address").withAttribute("street", "String"))
            .withEntity(
                anEntity("Customer")
                    .consolidation("BVR")
                    .withAttribute(anAttribute("inn", "String").required().weight("crm", 90))
                    .withAttribute(anAttribute("gender", "Enum").enumeration("Gender"))
                    .withAttribute(
                        anAttribute("addresses", "Complex").nestedEntity("Address").array())
                    .withAttribute(anAttribute("country", "LookupLink").lookupEntity("Country")))
            .withRelation(aRelation("Partners", "Customer", "Customer").addingToOutgoing("inn"))
            .build();

    String text = json.writeValueAsString(model);

    assertThat(json.readValue(text, DataModel.class)).isEqualTo(model);
    assertThat(json.readTree(text).propertyNames())
        .containsExactlyInAnyOrder(
            "entities",
            "lookupEntities",
            "nestedEntities",
            "enumerations",
            "sourceSystems",
            "relations");
  }

  @Test
  void absentFlagsAndWeightsReadAsFalseAndZero() {
    String text =
        """
        {"entities": [{"name": "Customer", "attributes": [{"name": "inn", "type": "String"}]}],
         "lookupEntities": [{"name": "Country", "codeAttribute": {"name": "code", "type": "String"}}],
         "sourceSystems": [{"name": "platform", "weight": 100}, {"name": "crm"}]}
        """;

    DataModel model = json.readValue(text, DataModel.class);

    AttributeDef inn = model.entity("Customer").orElseThrow().attributes().get(0);
    assertThat(inn.array()).isFalse();
    assertThat(inn.required()).isFalse();
    assertThat(inn.sourceWeights()).isEmpty();
    LookupEntityDef country = model.lookupEntity("Country").orElseThrow();
    assertThat(country.hierarchical()).isFalse();
    assertThat(country.codeAttribute().required()).isTrue();
    assertThat(model.sourceSystem("crm").orElseThrow().weight()).isZero();
    assertThat(model.nestedEntities()).isEmpty();
    assertThat(ModelValidator.validate(model, null)).isEmpty();
  }

  @Test
  void aDocumentWithTheOldClassifierSectionIsRefusedSayingWhereClassifiersWent() {
    for (String classifiers : List.of("[]", "null", "[{\"name\": \"Okved\", \"nodes\": []}]")) {
      String text = "{\"entities\": [], \"classifiers\": " + classifiers + "}";

      assertThatThrownBy(() -> json.readValue(text, DataModel.class))
          .as(text)
          .rootCause()
          .isInstanceOfSatisfying(
              PlatformException.class,
              e ->
                  assertThat(e.problems())
                      .extracting(Problem::source, Problem::code)
                      .containsExactly(tuple("classifiers", MetaErrors.META_CLASSIFIERS_MOVED)));
    }
  }
}
