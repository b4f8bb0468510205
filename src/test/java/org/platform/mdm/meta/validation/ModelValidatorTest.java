package org.platform.mdm.meta.validation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;
import static org.platform.mdm.meta.ModelBuilder.aModel;
import static org.platform.mdm.meta.ModelBuilder.aNestedEntity;
import static org.platform.mdm.meta.ModelBuilder.aReferenceSet;
import static org.platform.mdm.meta.ModelBuilder.aRelation;
import static org.platform.mdm.meta.ModelBuilder.anAttribute;
import static org.platform.mdm.meta.ModelBuilder.anEntity;

import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.MetaErrors;
import org.platform.mdm.system.Problem;

class ModelValidatorTest {

  @Test
  void theEmptyModelHasNoProblems() {
    assertThat(ModelValidator.validate(DataModel.empty(), null)).isEmpty();
  }

  @Test
  void aRichModelHasNoProblems() {
    DataModel model =
        aModel()
            .withSourceSystem("crm", 60)
            .withSourceSystem("erp", 40)
            .withEnumeration("Gender", "male", "female")
            .withReferenceSet(
                aReferenceSet("Country").withAttribute("isoAlpha3", "String").hierarchical())
            .withReferenceSet(
                aReferenceSet("Currency")
                    .codeAttribute(anAttribute("numericCode", "Integer"))
                    .consolidation("BVR"))
            .withNestedEntity(
                aNestedEntity("Address")
                    .withAttribute(anAttribute("country", "LookupLink").lookupEntity("Country"))
                    .withAttribute("street", "String")
                    .containing("geo", "GeoPoint"))
            .withNestedEntity(
                aNestedEntity("GeoPoint")
                    .withAttribute("lat", "Number")
                    .withAttribute("lon", "Number"))
            .withEntity(
                anEntity("Customer")
                    .consolidation("BVT")
                    .withAttribute(anAttribute("inn", "String").required().weight("crm", 90))
                    .withAttribute(anAttribute("aliases", "String").array())
                    .withAttribute(anAttribute("employees", "Integer").defaultValue("-12"))
                    .withAttribute(anAttribute("revenue", "Number").defaultValue("1.5e3"))
                    .withAttribute(anAttribute("active", "Boolean").defaultValue("true"))
                    .withAttribute(anAttribute("founded", "Date").defaultValue("2001-02-28"))
                    .withAttribute(anAttribute("opensAt", "Time").defaultValue("09:30"))
                    .withAttribute(
                        anAttribute("checkedAt", "Timestamp").defaultValue("2024-01-31T10:15:30"))
                    .withAttribute(
                        anAttribute("closedAt", "Timestamp")
                            .defaultValue("2024-01-31T10:15:30.123+03:00"))
                    .withAttribute(
                        anAttribute("gender", "Enum").enumeration("Gender").defaultValue("female"))
                    .withAttribute(
                        anAttribute("country", "LookupLink")
                            .lookupEntity("Country")
                            .defaultValue("RU"))
                    .withAttribute(
                        anAttribute("addresses", "Complex").nestedEntity("Address").array())
                    .withAttribute(anAttribute("scans", "File"))
                    .withAttribute(anAttribute("logo", "Blob"))
                    .withAttribute(anAttribute("notes", "Clob").weight("erp", 70)))
            .withEntity(anEntity("Order").withAttribute("number", "String"))
            .withRelation(
                aRelation("CustomerOrders", "Customer", "Order")
                    .type("CONTAINS")
                    .withAttribute("role", "String")
                    .addingToOutgoing("number")
                    .addingToIncoming("inn,gender"))
            .withRelation(aRelation("Partners", "Customer", "Customer").type("MANY_TO_MANY"))
            .build();

    assertThat(ModelValidator.validate(model, DataModel.empty())).isEmpty();
  }

  @Test
  void everyProblemIsReportedAtOnceInDocumentOrder() {
    DataModel model =
        aModel()
            .withEntity(
                anEntity("Customer")
                    .withAttribute("inn", "Text")
                    .withAttribute(anAttribute("country", "LookupLink").lookupEntity("Country")))
            .withSourceSystem("crm", 150)
            .withRelation(aRelation("Orders", "Customer", "Order"))
            .build();

    assertThat(problems(model))
        .containsExactly(
            "entities[Customer].attributes[inn].type: META_ATTRIBUTE_TYPE_UNKNOWN",
            "entities[Customer].attributes[country].lookupEntity: META_LOOKUP_ENTITY_NOT_FOUND",
            "sourceSystems[crm].weight: META_WEIGHT_OUT_OF_RANGE",
            "relations[Orders].to: META_RELATION_END_NOT_FOUND");
  }

  @Test
  void aProblemCarriesTheValuesItsMessageNeeds() {
    DataModel model =
        aModel().withEntity(anEntity("Customer").withAttribute("inn", "Text")).build();

    Problem problem = ModelValidator.validate(model, null).get(0);

    assertThat(problem.code()).isEqualTo(MetaErrors.META_ATTRIBUTE_TYPE_UNKNOWN);
    assertThat(problem.params())
        .containsExactly(
            "Text",
            "String, Integer, Number, Boolean, Date, Time, Timestamp, Enum, LookupLink, File, Blob,"
                + " Clob, Complex");
  }

  @Nested
  class Names {

    @Test
    void aNameMustStartWithALetterAndHoldOnlyLettersDigitsUnderscoresAndHyphens() {
      DataModel model =
          aModel()
              .withEntity(
                  anEntity("1Customer")
                      .withAttribute("in n", "String")
                      .withAttribute("ok_name-2", "String"))
              .withEntity(anEntity("Клиент"))
              .build();

      assertThat(problems(model))
          .containsExactly(
              "entities[1Customer].name: META_NAME_INVALID",
              "entities[1Customer].attributes[in n].name: META_NAME_INVALID",
              "entities[Клиент].name: META_NAME_INVALID");
    }

    @Test
    void aNameHasAtMostOneHundredCharacters() {
      String longest = "A" + "b".repeat(99);
      DataModel model =
          aModel().withEntity(anEntity(longest)).withEntity(anEntity(longest + "c")).build();

      assertThat(problems(model))
          .containsExactly("entities[" + longest + "c].name: META_NAME_INVALID");
    }

    @Test
    void aMissingNameIsReportedAtTheElementsPosition() {
      DataModel model =
          aModel()
              .withEntity(
                  anEntity("Customer").withAttribute("inn", "String").withAttribute(" ", "String"))
              .withEntity(anEntity(null))
              .build();

      assertThat(ModelValidator.validate(model, null))
          .extracting(Problem::source, Problem::code)
          .containsExactly(
              tuple("entities[Customer].attributes[1].name", MetaErrors.META_FIELD_REQUIRED),
              tuple("entities[1].name", MetaErrors.META_FIELD_REQUIRED));
    }

    @Test
    void everyKindOfObjectHasItsNameChecked() {
      DataModel model =
          aModel()
              .withReferenceSet(aReferenceSet("_Country"))
              .withNestedEntity(aNestedEntity("-Address"))
              .withEnumeration("9Gender", "male", "fe male")
              .withSourceSystem("c r m", 10)
              .withEntity(anEntity("Customer"))
              .withRelation(aRelation("Own.ers", "Customer", "Customer"))
              .build();

      assertThat(problems(model))
          .containsExactly(
              "lookupEntities[_Country].name: META_NAME_INVALID",
              "nestedEntities[-Address].name: META_NAME_INVALID",
              "enumerations[9Gender].name: META_NAME_INVALID",
              "enumerations[9Gender].values[fe male].name: META_NAME_INVALID",
              "sourceSystems[c r m].name: META_NAME_INVALID",
              "relations[Own.ers].name: META_NAME_INVALID");
    }

    @Test
    void registersReferenceSetsAndNestedEntitiesShareOneNameSpace() {
      DataModel model =
          aModel()
              .withEntity(anEntity("Customer"))
              .withEntity(anEntity("Customer"))
              .withReferenceSet(aReferenceSet("Customer"))
              .withNestedEntity(aNestedEntity("Customer"))
              .build();

      assertThat(problems(model))
          .containsExactly(
              "entities[Customer].name: META_ENTITY_NAME_DUPLICATE",
              "lookupEntities[Customer].name: META_ENTITY_NAME_DUPLICATE",
              "nestedEntities[Customer].name: META_ENTITY_NAME_DUPLICATE");
    }

    @Test
    void attributeNamesAreUniqueWithinTheirOwnerOnly() {
      DataModel model =
          aModel()
              .withEntity(
                  anEntity("Customer")
                      .withAttribute("name", "String")
                      .withAttribute("name", "Integer"))
              .withEntity(anEntity("Supplier").withAttribute("name", "String"))
              .build();

      assertThat(problems(model))
          .containsExactly(
              "entities[Customer].attributes[name].name: META_ATTRIBUTE_NAME_DUPLICATE");
    }

    @Test
    void aReferenceSetAttributeCannotRepeatTheCodeAttributesName() {
      DataModel model =
          aModel()
              .withReferenceSet(aReferenceSet("Country").withAttribute("code", "String"))
              .build();

      assertThat(problems(model))
          .containsExactly(
              "lookupEntities[Country].attributes[code].name: META_ATTRIBUTE_NAME_DUPLICATE");
    }

    @Test
    void enumerationsSourceSystemsAndRelationsAreEachUnique() {
      DataModel model =
          aModel()
              .withEntity(anEntity("Customer"))
              .withEnumeration("Gender", "male")
              .withEnumeration("Gender", "female")
              .withSourceSystem("crm", 10)
              .withSourceSystem("crm", 20)
              .withRelation(aRelation("Partners", "Customer", "Customer"))
              .withRelation(aRelation("Partners", "Customer", "Customer"))
              .build();

      assertThat(problems(model))
          .containsExactly(
              "enumerations[Gender].name: META_ENUMERATION_NAME_DUPLICATE",
              "sourceSystems[crm].name: META_SOURCE_SYSTEM_NAME_DUPLICATE",
              "relations[Partners].name: META_RELATION_NAME_DUPLICATE");
    }

    @Test
    void enumerationValuesAreUniqueWithinTheirEnumeration() {
      DataModel model =
          aModel()
              .withEnumeration("Gender", "male", "female", "male")
              .withEnumeration("Sex", "male")
              .build();

      List<Problem> problems = ModelValidator.validate(model, null);

      assertThat(problems)
          .extracting(Problem::source, Problem::code, Problem::params)
          .containsExactly(
              tuple(
                  "enumerations[Gender].values[male].name",
                  MetaErrors.META_ENUM_VALUE_DUPLICATE,
                  List.of("male", "Gender")));
    }

    @Test
    void registersAndReferenceSetsCannotTakeASystemResourceNameInAnyCase() {
      DataModel model =
          aModel()
              .withEntity(anEntity("USER_MANAGEMENT"))
              .withReferenceSet(aReferenceSet("admin_data_management"))
              .build();

      assertThat(problems(model))
          .containsExactly(
              "entities[USER_MANAGEMENT].name: META_NAME_RESERVED",
              "lookupEntities[admin_data_management].name: META_NAME_RESERVED");
    }
  }

  @Nested
  class Types {

    @Test
    void anUnknownOrMissingTypeIsAProblem() {
      DataModel model =
          aModel()
              .withEntity(
                  anEntity("Customer").withAttribute("inn", "string").withAttribute("name", null))
              .build();

      assertThat(problems(model))
          .containsExactly(
              "entities[Customer].attributes[inn].type: META_ATTRIBUTE_TYPE_UNKNOWN",
              "entities[Customer].attributes[name].type: META_FIELD_REQUIRED");
    }

    @Test
    void anEnumNeedsAnExistingEnumeration() {
      DataModel model =
          aModel()
              .withEnumeration("Gender", "male")
              .withEntity(
                  anEntity("Customer")
                      .withAttribute("gender", "Enum")
                      .withAttribute(anAttribute("sex", "Enum").enumeration("Sex")))
              .build();

      assertThat(problems(model))
          .containsExactly(
              "entities[Customer].attributes[gender].enumeration: META_TYPE_FIELD_REQUIRED",
              "entities[Customer].attributes[sex].enumeration: META_ENUMERATION_NOT_FOUND");
    }

    @Test
    void aLookupLinkToAMissingReferenceSetIsAProblem() {
      DataModel model =
          aModel()
              .withEntity(
                  anEntity("Customer")
                      .withAttribute("country", "LookupLink")
                      .withAttribute(anAttribute("region", "LookupLink").lookupEntity("Region")))
              .build();

      assertThat(problems(model))
          .containsExactly(
              "entities[Customer].attributes[country].lookupEntity: META_TYPE_FIELD_REQUIRED",
              "entities[Customer].attributes[region].lookupEntity: META_LOOKUP_ENTITY_NOT_FOUND");
    }

    @Test
    void aLookupLinkCannotPointToARegister() {
      DataModel model =
          aModel()
              .withEntity(anEntity("Region"))
              .withEntity(
                  anEntity("Customer")
                      .withAttribute(anAttribute("region", "LookupLink").lookupEntity("Region")))
              .build();

      assertThat(problems(model))
          .containsExactly(
              "entities[Customer].attributes[region].lookupEntity: META_LOOKUP_ENTITY_NOT_FOUND");
    }

    @Test
    void aComplexAttributeNeedsAnExistingNestedEntity() {
      DataModel model =
          aModel()
              .withEntity(
                  anEntity("Customer")
                      .withAttribute("address", "Complex")
                      .withAttribute(anAttribute("contacts", "Complex").nestedEntity("Contact")))
              .build();

      assertThat(problems(model))
          .containsExactly(
              "entities[Customer].attributes[address].nestedEntity: META_TYPE_FIELD_REQUIRED",
              "entities[Customer].attributes[contacts].nestedEntity: META_NESTED_ENTITY_NOT_FOUND");
    }

    @Test
    void fieldsOfOtherTypesAreProblems() {
      DataModel model =
          aModel()
              .withEnumeration("Gender", "male")
              .withReferenceSet(aReferenceSet("Country"))
              .withEntity(
                  anEntity("Customer")
                      .withAttribute(anAttribute("name", "String").enumeration("Gender"))
                      .withAttribute(
                          anAttribute("country", "LookupLink")
                              .lookupEntity("Country")
                              .nestedEntity("Address")))
              .build();

      assertThat(problems(model))
          .containsExactly(
              "entities[Customer].attributes[name].enumeration: META_TYPE_FIELD_NOT_ALLOWED",
              "entities[Customer].attributes[country].nestedEntity: META_TYPE_FIELD_NOT_ALLOWED");
    }

    @Test
    void largeObjectsCannotBeArraysButSimpleAndComplexAttributesCan() {
      DataModel model =
          aModel()
              .withNestedEntity(aNestedEntity("Address").withAttribute("street", "String"))
              .withEntity(
                  anEntity("Customer")
                      .withAttribute(anAttribute("dates", "Date").array())
                      .withAttribute(
                          anAttribute("addresses", "Complex").nestedEntity("Address").array())
                      .withAttribute(anAttribute("scans", "File").array())
                      .withAttribute(anAttribute("photos", "Blob").array())
                      .withAttribute(anAttribute("texts", "Clob").array()))
              .build();

      assertThat(problems(model))
          .containsExactly(
              "entities[Customer].attributes[scans].array: META_ARRAY_NOT_ALLOWED",
              "entities[Customer].attributes[photos].array: META_ARRAY_NOT_ALLOWED",
              "entities[Customer].attributes[texts].array: META_ARRAY_NOT_ALLOWED");
    }
  }

  @Nested
  class NestedEntities {

    @Test
    void aNestedEntityContainingItselfIsACycle() {
      DataModel model =
          aModel().withNestedEntity(aNestedEntity("Node").containing("child", "Node")).build();

      assertThat(ModelValidator.validate(model, null))
          .extracting(Problem::source, Problem::params)
          .containsExactly(
              tuple(
                  "nestedEntities[Node].attributes[child].nestedEntity", List.of("Node -> Node")));
    }

    @Test
    void aCycleThroughSeveralNestedEntitiesIsReportedOnce() {
      DataModel model =
          aModel()
              .withNestedEntity(aNestedEntity("A").containing("b", "B"))
              .withNestedEntity(aNestedEntity("B").containing("c", "C"))
              .withNestedEntity(aNestedEntity("C").containing("a", "A"))
              .build();

      assertThat(ModelValidator.validate(model, null))
          .extracting(Problem::source, Problem::code, Problem::params)
          .containsExactly(
              tuple(
                  "nestedEntities[C].attributes[a].nestedEntity",
                  MetaErrors.META_NESTED_ENTITY_CYCLE,
                  List.of("A -> B -> C -> A")));
    }

    @Test
    void aNestedEntityUsedByTwoOthersIsNoCycle() {
      DataModel model =
          aModel()
              .withNestedEntity(
                  aNestedEntity("Person")
                      .containing("home", "Address")
                      .containing("work", "Address"))
              .withNestedEntity(aNestedEntity("Company").containing("office", "Address"))
              .withNestedEntity(aNestedEntity("Address").withAttribute("street", "String"))
              .build();

      assertThat(problems(model)).isEmpty();
    }
  }

  @Nested
  class DefaultValues {

    @Test
    void aDefaultValueMustParseForItsType() {
      DataModel model =
          aModel()
              .withEntity(
                  anEntity("Customer")
                      .withAttribute(anAttribute("count", "Integer").defaultValue("1.5"))
                      .withAttribute(anAttribute("amount", "Number").defaultValue("ten"))
                      .withAttribute(anAttribute("huge", "Number").defaultValue("1e309"))
                      .withAttribute(anAttribute("active", "Boolean").defaultValue("yes"))
                      .withAttribute(anAttribute("founded", "Date").defaultValue("2023-02-29"))
                      .withAttribute(anAttribute("opensAt", "Time").defaultValue("25:00"))
                      .withAttribute(
                          anAttribute("checkedAt", "Timestamp").defaultValue("2024-01-31 10:15"))
                      .withAttribute(anAttribute("name", "String").defaultValue("anything at all")))
              .build();

      assertThat(problems(model))
          .containsExactly(
              "entities[Customer].attributes[count].defaultValue: META_DEFAULT_VALUE_INVALID",
              "entities[Customer].attributes[amount].defaultValue: META_DEFAULT_VALUE_INVALID",
              "entities[Customer].attributes[huge].defaultValue: META_DEFAULT_VALUE_INVALID",
              "entities[Customer].attributes[active].defaultValue: META_DEFAULT_VALUE_INVALID",
              "entities[Customer].attributes[founded].defaultValue: META_DEFAULT_VALUE_INVALID",
              "entities[Customer].attributes[opensAt].defaultValue: META_DEFAULT_VALUE_INVALID",
              "entities[Customer].attributes[checkedAt].defaultValue: META_DEFAULT_VALUE_INVALID");
    }

    @Test
    void anInvalidDefaultNamesTheExpectedFormat() {
      DataModel model =
          aModel()
              .withEntity(
                  anEntity("Customer")
                      .withAttribute(anAttribute("founded", "Date").defaultValue("31.01.2024")))
              .build();

      assertThat(ModelValidator.validate(model, null).get(0).params())
          .containsExactly("31.01.2024", "Date", "yyyy-MM-dd");
    }

    @Test
    void anEnumDefaultMustBeOneOfTheEnumerationsValues() {
      DataModel model =
          aModel()
              .withEnumeration("Gender", "male", "female")
              .withEntity(
                  anEntity("Customer")
                      .withAttribute(
                          anAttribute("gender", "Enum")
                              .enumeration("Gender")
                              .defaultValue("other")))
              .build();

      assertThat(problems(model))
          .containsExactly(
              "entities[Customer].attributes[gender].defaultValue: META_DEFAULT_VALUE_NOT_IN_ENUMERATION");
    }

    @Test
    void largeObjectsComplexAttributesAndArraysTakeNoDefault() {
      DataModel model =
          aModel()
              .withNestedEntity(aNestedEntity("Address").withAttribute("street", "String"))
              .withEntity(
                  anEntity("Customer")
                      .withAttribute(anAttribute("scans", "File").defaultValue("x"))
                      .withAttribute(anAttribute("logo", "Blob").defaultValue("x"))
                      .withAttribute(anAttribute("notes", "Clob").defaultValue("x"))
                      .withAttribute(
                          anAttribute("address", "Complex")
                              .nestedEntity("Address")
                              .defaultValue("x"))
                      .withAttribute(anAttribute("aliases", "String").array().defaultValue("x")))
              .build();

      assertThat(ModelValidator.validate(model, null))
          .extracting(Problem::code, p -> p.params().get(0))
          .containsExactly(
              tuple(MetaErrors.META_DEFAULT_VALUE_NOT_ALLOWED, "File"),
              tuple(MetaErrors.META_DEFAULT_VALUE_NOT_ALLOWED, "Blob"),
              tuple(MetaErrors.META_DEFAULT_VALUE_NOT_ALLOWED, "Clob"),
              tuple(MetaErrors.META_DEFAULT_VALUE_NOT_ALLOWED, "Complex"),
              tuple(MetaErrors.META_DEFAULT_VALUE_NOT_ALLOWED, "String[]"));
    }

    @Test
    void aLookupLinkDefaultMayBeAnyCode() {
      DataModel model =
          aModel()
              .withReferenceSet(aReferenceSet("Country"))
              .withEntity(
                  anEntity("Customer")
                      .withAttribute(
                          anAttribute("country", "LookupLink")
                              .lookupEntity("Country")
                              .defaultValue("not yet loaded")))
              .build();

      assertThat(problems(model)).isEmpty();
    }
  }

  @Nested
  class SourceSystems {

    @Test
    void aWeightIsFromZeroToOneHundred() {
      DataModel model =
          aModel()
              .withSourceSystem("lowest", 0)
              .withSourceSystem("highest", 100)
              .withSourceSystem("negative", -1)
              .withSourceSystem("tooHeavy", 101)
              .build();

      assertThat(problems(model))
          .containsExactly(
              "sourceSystems[negative].weight: META_WEIGHT_OUT_OF_RANGE",
              "sourceSystems[tooHeavy].weight: META_WEIGHT_OUT_OF_RANGE");
    }

    @Test
    void removingThePlatformSourceIsAProblem() {
      DataModel model = aModel().withoutSourceSystems().withSourceSystem("crm", 50).build();

      assertThat(ModelValidator.validate(model, DataModel.empty()))
          .extracting(Problem::source, Problem::code, Problem::params)
          .containsExactly(
              tuple("sourceSystems", MetaErrors.META_SYSTEM_SOURCE_MISSING, List.of("platform")));
    }

    @Test
    void attributeWeightsNameExistingSourcesAndAreFromZeroToOneHundred() {
      DataModel model =
          aModel()
              .withSourceSystem("crm", 50)
              .withEntity(
                  anEntity("Customer")
                      .withAttribute(
                          anAttribute("inn", "String")
                              .weight("crm", 100)
                              .weight("platform", 0)
                              .weight("erp", 10)
                              .weight("crm2", 200)))
              .build();

      assertThat(problems(model))
          .containsExactly(
              "entities[Customer].attributes[inn].sourceWeights[erp]: META_SOURCE_SYSTEM_NOT_FOUND",
              "entities[Customer].attributes[inn].sourceWeights[crm2]: META_SOURCE_SYSTEM_NOT_FOUND",
              "entities[Customer].attributes[inn].sourceWeights[crm2]: META_WEIGHT_OUT_OF_RANGE");
    }
  }

  @Test
  void consolidationIsBvrOrBvtOrAbsent() {
    DataModel model =
        aModel()
            .withEntity(anEntity("Customer").consolidation("BVR"))
            .withEntity(anEntity("Supplier"))
            .withEntity(anEntity("Product").consolidation("bvt"))
            .withReferenceSet(aReferenceSet("Country").consolidation("LATEST"))
            .build();

    assertThat(problems(model))
        .containsExactly(
            "entities[Product].consolidation: META_CONSOLIDATION_UNKNOWN",
            "lookupEntities[Country].consolidation: META_CONSOLIDATION_UNKNOWN");
  }

  @Nested
  class ReferenceSets {

    @Test
    void aReferenceSetNeedsACodeAttribute() {
      DataModel model =
          aModel().withReferenceSet(aReferenceSet("Country").withoutCodeAttribute()).build();

      assertThat(problems(model))
          .containsExactly("lookupEntities[Country].codeAttribute: META_FIELD_REQUIRED");
    }

    @Test
    void theCodeAttributeIsAStringOrIntegerAndNoArray() {
      DataModel model =
          aModel()
              .withReferenceSet(aReferenceSet("Country").codeAttribute(anAttribute("code", "Date")))
              .withReferenceSet(
                  aReferenceSet("Region").codeAttribute(anAttribute("code", "String").array()))
              .withReferenceSet(aReferenceSet("City").codeAttribute(anAttribute("id", "Integer")))
              .build();

      assertThat(problems(model))
          .containsExactly(
              "lookupEntities[Country].codeAttribute.type: META_CODE_ATTRIBUTE_TYPE_INVALID",
              "lookupEntities[Region].codeAttribute.array: META_CODE_ATTRIBUTE_ARRAY");
    }

    @Test
    void theCodeAttributeFollowsTheAttributeRules() {
      DataModel model =
          aModel()
              .withReferenceSet(
                  aReferenceSet("Country").codeAttribute(anAttribute("1code", "Text")))
              .build();

      assertThat(problems(model))
          .containsExactly(
              "lookupEntities[Country].codeAttribute.name: META_NAME_INVALID",
              "lookupEntities[Country].codeAttribute.type: META_ATTRIBUTE_TYPE_UNKNOWN");
    }

    @Test
    void whetherAPublishedReferenceSetIsHierarchicalCannotChange() {
      DataModel published =
          aModel()
              .withReferenceSet(aReferenceSet("Country"))
              .withReferenceSet(aReferenceSet("Okato").hierarchical())
              .build();
      DataModel candidate =
          aModel()
              .withReferenceSet(aReferenceSet("Country").hierarchical())
              .withReferenceSet(aReferenceSet("Okato").hierarchical())
              .withReferenceSet(aReferenceSet("Region").hierarchical())
              .build();

      assertThat(ModelValidator.validate(candidate, published))
          .extracting(Problem::source, Problem::code, Problem::params)
          .containsExactly(
              tuple(
                  "lookupEntities[Country].hierarchical",
                  MetaErrors.META_HIERARCHICAL_CHANGED,
                  List.of("Country", false)));
    }
  }

  @Nested
  class Relations {

    @Test
    void bothEndsMustBeExistingRegisters() {
      DataModel model =
          aModel()
              .withEntity(anEntity("Customer"))
              .withReferenceSet(aReferenceSet("Country"))
              .withNestedEntity(aNestedEntity("Address").withAttribute("street", "String"))
              .withRelation(aRelation("LivesIn", "Customer", "Country"))
              .withRelation(aRelation("At", "Address", "Customer"))
              .withRelation(aRelation("Buys", "Customer", "Product"))
              .withRelation(aRelation("Nowhere", null, "Customer"))
              .build();

      assertThat(problems(model))
          .containsExactly(
              "relations[LivesIn].to: META_RELATION_END_NOT_REGISTER",
              "relations[At].from: META_RELATION_END_NOT_REGISTER",
              "relations[Buys].to: META_RELATION_END_NOT_FOUND",
              "relations[Nowhere].from: META_FIELD_REQUIRED");
    }

    @Test
    void theTypeIsReferencesContainsOrManyToMany() {
      DataModel model =
          aModel()
              .withEntity(anEntity("Customer"))
              .withRelation(aRelation("A", "Customer", "Customer").type("REFERENCES"))
              .withRelation(aRelation("B", "Customer", "Customer").type("CONTAINS"))
              .withRelation(aRelation("C", "Customer", "Customer").type("MANY_TO_MANY"))
              .withRelation(aRelation("D", "Customer", "Customer").type("ONE_TO_ONE"))
              .withRelation(aRelation("E", "Customer", "Customer").type(null))
              .build();

      assertThat(problems(model))
          .containsExactly(
              "relations[D].type: META_RELATION_TYPE_UNKNOWN",
              "relations[E].type: META_FIELD_REQUIRED");
    }

    @Test
    void relationAttributesFollowTheAttributeRules() {
      DataModel model =
          aModel()
              .withEntity(anEntity("Customer"))
              .withRelation(
                  aRelation("Partners", "Customer", "Customer")
                      .withAttribute("since", "Date")
                      .withAttribute("since", "Dat"))
              .build();

      assertThat(problems(model))
          .containsExactly(
              "relations[Partners].attributes[since].name: META_ATTRIBUTE_NAME_DUPLICATE",
              "relations[Partners].attributes[since].type: META_ATTRIBUTE_TYPE_UNKNOWN");
    }

    @Test
    void outgoingRelationsAddAttributesOfTheToRegisterAndIncomingOnesOfTheFromRegister() {
      DataModel model =
          aModel()
              .withEntity(anEntity("Customer").withAttribute("inn", "String"))
              .withEntity(anEntity("Order").withAttribute("number", "String"))
              .withRelation(
                  aRelation("Right", "Customer", "Order")
                      .addingToOutgoing("number")
                      .addingToIncoming("inn"))
              .withRelation(
                  aRelation("Wrong", "Customer", "Order")
                      .addingToOutgoing("inn")
                      .addingToIncoming("number,inn"))
              .build();

      List<Problem> problems = ModelValidator.validate(model, null);

      assertThat(problems)
          .extracting(Problem::source, Problem::params)
          .containsExactly(
              tuple(
                  "relations[Wrong].customProperties.addAttributesToOutgoingRelation",
                  List.of("inn", "Order", "addAttributesToOutgoingRelation")),
              tuple(
                  "relations[Wrong].customProperties.addAttributesToIncomingRelation",
                  List.of("number", "Customer", "addAttributesToIncomingRelation")));
    }

    @Test
    void addedAttributesAreCommaSeparatedWithoutSpaces() {
      DataModel model =
          aModel()
              .withEntity(
                  anEntity("Customer")
                      .withAttribute("inn", "String")
                      .withAttribute("name", "String"))
              .withRelation(aRelation("A", "Customer", "Customer").addingToOutgoing("inn, name"))
              .withRelation(aRelation("B", "Customer", "Customer").addingToOutgoing("inn,,name"))
              .withRelation(aRelation("C", "Customer", "Customer").addingToOutgoing("inn,"))
              .build();

      assertThat(problems(model))
          .containsExactly(
              "relations[A].customProperties.addAttributesToOutgoingRelation: META_RELATION_ATTRIBUTE_LIST_INVALID",
              "relations[B].customProperties.addAttributesToOutgoingRelation: META_RELATION_ATTRIBUTE_LIST_INVALID",
              "relations[C].customProperties.addAttributesToOutgoingRelation: META_RELATION_ATTRIBUTE_LIST_INVALID");
    }
  }

  @Test
  void nestedEntityAttributesFollowTheAttributeRules() {
    DataModel model =
        aModel()
            .withNestedEntity(
                aNestedEntity("Address")
                    .withAttribute(anAttribute("zip", "Integer").defaultValue("A1")))
            .build();

    assertThat(problems(model))
        .containsExactly(
            "nestedEntities[Address].attributes[zip].defaultValue: META_DEFAULT_VALUE_INVALID");
  }

  /** Each problem as {@code source: CODE}, the way a user reads the list. */
  private static List<String> problems(DataModel model) {
    return ModelValidator.validate(model, null).stream()
        .map(p -> p.source() + ": " + p.code().code())
        .toList();
  }

  @Nested
  class RecordNames {

    @Test
    void aDisplayFormatNamingUnknownAttributesIsRefusedAtItsField() {
      DataModel model =
          aModel()
              .withEntity(
                  anEntity("Person")
                      .withAttribute("lastName", "String")
                      .withAttribute("birthDate", "Date")
                      .property("display_format", "{lastName} {firstName} · {birthDate} {x}"))
              .build();

      assertThat(ModelValidator.validate(model, null))
          .extracting(Problem::source, Problem::params)
          .containsExactly(
              tuple("entities[Person].customProperties.display_format", List.of("firstName")),
              tuple("entities[Person].customProperties.display_format", List.of("x")));
    }

    @Test
    void aMalformedFormatAndAnUnknownDescriptionFieldAreRefused() {
      DataModel model =
          aModel()
              .withReferenceSet(
                  aReferenceSet("Country")
                      .withAttribute("name", "String")
                      .property("display_format", "{code")
                      .property("description_field", "title"))
              .build();

      assertThat(problems(model))
          .containsExactly(
              "lookupEntities[Country].customProperties.display_format: META_DISPLAY_FORMAT_INVALID",
              "lookupEntities[Country].customProperties.description_field: META_DISPLAY_FORMAT_ATTRIBUTE_NOT_FOUND");
    }

    @Test
    void aFormatMayNameAReferenceSetsCodeAndOtherAttributes() {
      DataModel model =
          aModel()
              .withReferenceSet(
                  aReferenceSet("Country")
                      .withAttribute("name", "String")
                      .property("display_format", "{name} ({code})")
                      .property("description_field", "name"))
              .build();

      assertThat(ModelValidator.validate(model, null)).isEmpty();
    }
  }
}
