package org.platform.mdm.meta;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import org.platform.mdm.meta.validation.ModelValidator;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import tools.jackson.databind.JsonNode;

/**
 * The model document: every object of the data model. A draft edition holds one whole document;
 * {@link ModelValidator} says whether it holds together. The {@code with…} and {@code without…}
 * methods return a new document with one object added, replaced (by name) or removed.
 */
public record DataModel(
    List<EntityDef> entities,
    List<LookupEntityDef> lookupEntities,
    List<NestedEntityDef> nestedEntities,
    List<EnumerationDef> enumerations,
    List<SourceSystemDef> sourceSystems,
    List<RelationDef> relations) {

  public DataModel {
    entities = Copies.list(entities);
    lookupEntities = Copies.list(lookupEntities);
    nestedEntities = Copies.list(nestedEntities);
    enumerations = Copies.list(enumerations);
    sourceSystems = Copies.list(sourceSystems);
    relations = Copies.list(relations);
  }

  /**
   * Reads a model document. Until issue 21 the document had a classifier section; classifiers are
   * now published through their own drafts ({@code classifier-model}), so a document that still
   * sends {@code classifiers} (even empty) is refused with {@link
   * MetaErrors#META_CLASSIFIERS_MOVED}, which says so, rather than as an unknown field.
   */
  @JsonCreator
  static DataModel read(
      @JsonProperty("entities") List<EntityDef> entities,
      @JsonProperty("lookupEntities") List<LookupEntityDef> lookupEntities,
      @JsonProperty("nestedEntities") List<NestedEntityDef> nestedEntities,
      @JsonProperty("enumerations") List<EnumerationDef> enumerations,
      @JsonProperty("sourceSystems") List<SourceSystemDef> sourceSystems,
      @JsonProperty("relations") List<RelationDef> relations,
      @Schema(hidden = true) @JsonProperty("classifiers") JsonNode classifiers) {
    if (classifiers != null) {
      throw new PlatformException(
          List.of(Problem.at("classifiers", MetaErrors.META_CLASSIFIERS_MOVED)));
    }
    return new DataModel(
        entities, lookupEntities, nestedEntities, enumerations, sourceSystems, relations);
  }

  /** The model before anything was defined: only the source system {@code platform}. */
  public static DataModel empty() {
    return new DataModel(null, null, null, null, List.of(SourceSystemDef.platform()), null);
  }

  public Optional<EntityDef> entity(String name) {
    return find(entities, EntityDef::name, name);
  }

  public Optional<LookupEntityDef> lookupEntity(String name) {
    return find(lookupEntities, LookupEntityDef::name, name);
  }

  /**
   * The attributes of a register's or reference set's records, in model order; a reference set's
   * code attribute first. Empty when neither is named so.
   */
  public Optional<List<AttributeDef>> recordAttributes(String name) {
    Optional<EntityDef> register = entity(name);
    if (register.isPresent()) {
      return Optional.of(register.get().attributes());
    }
    return lookupEntity(name)
        .map(
            l -> {
              List<AttributeDef> all = new ArrayList<>();
              if (l.codeAttribute() != null) {
                all.add(l.codeAttribute());
              }
              all.addAll(l.attributes());
              return List.copyOf(all);
            });
  }

  public Optional<NestedEntityDef> nestedEntity(String name) {
    return find(nestedEntities, NestedEntityDef::name, name);
  }

  public Optional<EnumerationDef> enumeration(String name) {
    return find(enumerations, EnumerationDef::name, name);
  }

  public Optional<SourceSystemDef> sourceSystem(String name) {
    return find(sourceSystems, SourceSystemDef::name, name);
  }

  public Optional<RelationDef> relation(String name) {
    return find(relations, RelationDef::name, name);
  }

  public DataModel withEntity(EntityDef entity) {
    return edited(p -> p.entities = put(p.entities, EntityDef::name, entity));
  }

  public DataModel withLookupEntity(LookupEntityDef lookupEntity) {
    return edited(
        p -> p.lookupEntities = put(p.lookupEntities, LookupEntityDef::name, lookupEntity));
  }

  public DataModel withNestedEntity(NestedEntityDef nestedEntity) {
    return edited(
        p -> p.nestedEntities = put(p.nestedEntities, NestedEntityDef::name, nestedEntity));
  }

  public DataModel withEnumeration(EnumerationDef enumeration) {
    return edited(p -> p.enumerations = put(p.enumerations, EnumerationDef::name, enumeration));
  }

  public DataModel withSourceSystem(SourceSystemDef sourceSystem) {
    return edited(p -> p.sourceSystems = put(p.sourceSystems, SourceSystemDef::name, sourceSystem));
  }

  public DataModel withRelation(RelationDef relation) {
    return edited(p -> p.relations = put(p.relations, RelationDef::name, relation));
  }

  public DataModel withoutEntity(String name) {
    return edited(p -> p.entities = remove(p.entities, EntityDef::name, name));
  }

  public DataModel withoutLookupEntity(String name) {
    return edited(p -> p.lookupEntities = remove(p.lookupEntities, LookupEntityDef::name, name));
  }

  public DataModel withoutNestedEntity(String name) {
    return edited(p -> p.nestedEntities = remove(p.nestedEntities, NestedEntityDef::name, name));
  }

  public DataModel withoutEnumeration(String name) {
    return edited(p -> p.enumerations = remove(p.enumerations, EnumerationDef::name, name));
  }

  public DataModel withoutSourceSystem(String name) {
    return edited(p -> p.sourceSystems = remove(p.sourceSystems, SourceSystemDef::name, name));
  }

  public DataModel withoutRelation(String name) {
    return edited(p -> p.relations = remove(p.relations, RelationDef::name, name));
  }

  /** The parts of a document being edited: one is replaced, the others kept. */
  private static final class Parts {
    private List<EntityDef> entities;
    private List<LookupEntityDef> lookupEntities;
    private List<NestedEntityDef> nestedEntities;
    private List<EnumerationDef> enumerations;
    private List<SourceSystemDef> sourceSystems;
    private List<RelationDef> relations;
  }

  private DataModel edited(Consumer<Parts> edit) {
    Parts p = new Parts();
    p.entities = entities;
    p.lookupEntities = lookupEntities;
    p.nestedEntities = nestedEntities;
    p.enumerations = enumerations;
    p.sourceSystems = sourceSystems;
    p.relations = relations;
    edit.accept(p);
    return new DataModel(
        p.entities,
        p.lookupEntities,
        p.nestedEntities,
        p.enumerations,
        p.sourceSystems,
        p.relations);
  }

  private static <T> Optional<T> find(List<T> list, Function<T, String> name, String wanted) {
    return list.stream().filter(e -> Objects.equals(name.apply(e), wanted)).findFirst();
  }

  /** Replaces the elements named like {@code element} by it, in place; appends it otherwise. */
  private static <T> List<T> put(List<T> list, Function<T, String> name, T element) {
    Objects.requireNonNull(element, "element");
    String wanted = name.apply(element);
    List<T> result = new ArrayList<>();
    boolean placed = false;
    for (T existing : list) {
      if (!Objects.equals(name.apply(existing), wanted)) {
        result.add(existing);
      } else if (!placed) {
        result.add(element);
        placed = true;
      }
    }
    if (!placed) {
      result.add(element);
    }
    return result;
  }

  private static <T> List<T> remove(List<T> list, Function<T, String> name, String wanted) {
    return list.stream().filter(e -> !Objects.equals(name.apply(e), wanted)).toList();
  }
}
