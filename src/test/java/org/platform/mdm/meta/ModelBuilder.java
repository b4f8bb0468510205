package org.platform.mdm.meta;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Test data: {@code aModel().withEntity(anEntity("Customer").withAttribute("inn", "String"))}.
 * {@link #aModel()} starts with the source system {@code platform}, as every real model does.
 */
public final class ModelBuilder {

  private final List<EntityDef> entities = new ArrayList<>();
  private final List<LookupEntityDef> lookupEntities = new ArrayList<>();
  private final List<NestedEntityDef> nestedEntities = new ArrayList<>();
  private final List<EnumerationDef> enumerations = new ArrayList<>();
  private final List<SourceSystemDef> sourceSystems = new ArrayList<>();
  private final List<RelationDef> relations = new ArrayList<>();

  private ModelBuilder() {
    sourceSystems.add(SourceSystemDef.platform());
  }

  public static ModelBuilder aModel() {
    return new ModelBuilder();
  }

  public static EntityBuilder anEntity(String name) {
    return new EntityBuilder(name);
  }

  /** A reference set with the code attribute {@code code} of type String. */
  public static ReferenceSetBuilder aReferenceSet(String name) {
    return new ReferenceSetBuilder(name);
  }

  public static NestedEntityBuilder aNestedEntity(String name) {
    return new NestedEntityBuilder(name);
  }

  public static AttributeBuilder anAttribute(String name, String type) {
    return new AttributeBuilder(name, type);
  }

  /** A relation of type REFERENCES. */
  public static RelationBuilder aRelation(String name, String from, String to) {
    return new RelationBuilder(name, from, to);
  }

  public ModelBuilder withEntity(EntityBuilder entity) {
    entities.add(entity.build());
    return this;
  }

  public ModelBuilder withReferenceSet(ReferenceSetBuilder referenceSet) {
    lookupEntities.add(referenceSet.build());
    return this;
  }

  public ModelBuilder withNestedEntity(NestedEntityBuilder nestedEntity) {
    nestedEntities.add(nestedEntity.build());
    return this;
  }

  public ModelBuilder withEnumeration(String name, String... values) {
    List<EnumValueDef> valueDefs =
        Arrays.stream(values).map(v -> new EnumValueDef(v, "Value " + v)).toList();
    enumerations.add(new EnumerationDef(name, name, valueDefs));
    return this;
  }

  public ModelBuilder withSourceSystem(String name, int weight) {
    sourceSystems.add(new SourceSystemDef(name, name + " system", weight));
    return this;
  }

  public ModelBuilder withoutSourceSystems() {
    sourceSystems.clear();
    return this;
  }

  public ModelBuilder withRelation(RelationBuilder relation) {
    relations.add(relation.build());
    return this;
  }

  public DataModel build() {
    return new DataModel(
        entities, lookupEntities, nestedEntities, enumerations, sourceSystems, relations);
  }

  public static final class AttributeBuilder {

    private final String name;
    private final String type;
    private boolean array;
    private boolean required;
    private String enumeration;
    private String lookupEntity;
    private String nestedEntity;
    private String defaultValue;
    private final Map<String, Integer> sourceWeights = new LinkedHashMap<>();
    private final Map<String, String> customProperties = new LinkedHashMap<>();
    private boolean confidential;
    private ObfuscationSettings obfuscationFunction;

    private AttributeBuilder(String name, String type) {
      this.name = name;
      this.type = type;
    }

    public AttributeBuilder array() {
      array = true;
      return this;
    }

    public AttributeBuilder required() {
      required = true;
      return this;
    }

    public AttributeBuilder enumeration(String value) {
      enumeration = value;
      return this;
    }

    public AttributeBuilder lookupEntity(String value) {
      lookupEntity = value;
      return this;
    }

    public AttributeBuilder nestedEntity(String value) {
      nestedEntity = value;
      return this;
    }

    public AttributeBuilder defaultValue(String value) {
      defaultValue = value;
      return this;
    }

    public AttributeBuilder weight(String sourceSystem, int weight) {
      sourceWeights.put(sourceSystem, weight);
      return this;
    }

    public AttributeBuilder property(String key, String value) {
      customProperties.put(key, value);
      return this;
    }

    /** Marks the attribute confidential, to be rewritten with {@code function} (may be null). */
    public AttributeBuilder confidential(ObfuscationSettings function) {
      confidential = true;
      obfuscationFunction = function;
      return this;
    }

    public AttributeDef build() {
      return new AttributeDef(
          name,
          name,
          null,
          type,
          array,
          required,
          enumeration,
          lookupEntity,
          nestedEntity,
          defaultValue,
          sourceWeights,
          customProperties,
          confidential,
          obfuscationFunction);
    }
  }

  /** Attributes of a register, reference set, nested entity or relation. */
  public abstract static class WithAttributes<B extends WithAttributes<B>> {

    final List<AttributeDef> attributes = new ArrayList<>();

    public abstract B self();

    public B withAttribute(String name, String type) {
      return withAttribute(anAttribute(name, type));
    }

    public B withAttribute(AttributeBuilder attribute) {
      attributes.add(attribute.build());
      return self();
    }
  }

  public static final class EntityBuilder extends WithAttributes<EntityBuilder> {

    private final String name;
    private String consolidation;
    private final Map<String, String> properties = new LinkedHashMap<>();

    private EntityBuilder(String name) {
      this.name = name;
    }

    public EntityBuilder property(String key, String value) {
      properties.put(key, value);
      return this;
    }

    @Override
    public EntityBuilder self() {
      return this;
    }

    public EntityBuilder consolidation(String value) {
      consolidation = value;
      return this;
    }

    public EntityDef build() {
      return new EntityDef(name, name, null, consolidation, attributes, properties);
    }
  }

  public static final class ReferenceSetBuilder extends WithAttributes<ReferenceSetBuilder> {

    private final String name;
    private AttributeDef codeAttribute = anAttribute("code", "String").required().build();
    private boolean hierarchical;
    private String consolidation;
    private final Map<String, String> properties = new LinkedHashMap<>();

    private ReferenceSetBuilder(String name) {
      this.name = name;
    }

    public ReferenceSetBuilder property(String key, String value) {
      properties.put(key, value);
      return this;
    }

    @Override
    public ReferenceSetBuilder self() {
      return this;
    }

    public ReferenceSetBuilder codeAttribute(AttributeBuilder attribute) {
      codeAttribute = attribute.build();
      return this;
    }

    public ReferenceSetBuilder withoutCodeAttribute() {
      codeAttribute = null;
      return this;
    }

    public ReferenceSetBuilder hierarchical() {
      hierarchical = true;
      return this;
    }

    public ReferenceSetBuilder consolidation(String value) {
      consolidation = value;
      return this;
    }

    public LookupEntityDef build() {
      return new LookupEntityDef(
          name, name, null, codeAttribute, hierarchical, consolidation, attributes, properties);
    }
  }

  public static final class NestedEntityBuilder extends WithAttributes<NestedEntityBuilder> {

    private final String name;

    private NestedEntityBuilder(String name) {
      this.name = name;
    }

    @Override
    public NestedEntityBuilder self() {
      return this;
    }

    /** Adds a Complex attribute holding {@code nestedEntity}. */
    public NestedEntityBuilder containing(String attribute, String nestedEntity) {
      return withAttribute(anAttribute(attribute, "Complex").nestedEntity(nestedEntity));
    }

    public NestedEntityDef build() {
      return new NestedEntityDef(name, name, null, attributes, null);
    }
  }

  public static final class RelationBuilder extends WithAttributes<RelationBuilder> {

    private final String name;
    private final String from;
    private final String to;
    private String type = "REFERENCES";
    private final Map<String, String> customProperties = new LinkedHashMap<>();

    private RelationBuilder(String name, String from, String to) {
      this.name = name;
      this.from = from;
      this.to = to;
    }

    @Override
    public RelationBuilder self() {
      return this;
    }

    public RelationBuilder type(String value) {
      type = value;
      return this;
    }

    public RelationBuilder addingToOutgoing(String attributeNames) {
      customProperties.put(RelationDef.OUTGOING_ATTRIBUTES, attributeNames);
      return this;
    }

    public RelationBuilder addingToIncoming(String attributeNames) {
      customProperties.put(RelationDef.INCOMING_ATTRIBUTES, attributeNames);
      return this;
    }

    public RelationDef build() {
      return new RelationDef(name, name, null, from, to, type, attributes, customProperties);
    }
  }
}
