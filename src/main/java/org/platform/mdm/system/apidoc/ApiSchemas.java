package org.platform.mdm.system.apidoc;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JavaType;
import io.swagger.v3.core.converter.AnnotatedType;
import io.swagger.v3.core.converter.ModelConverter;
import io.swagger.v3.core.converter.ModelConverterContext;
import io.swagger.v3.core.util.Json;
import io.swagger.v3.oas.models.media.JsonSchema;
import io.swagger.v3.oas.models.media.Schema;
import jakarta.validation.constraints.NotNull;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.platform.mdm.system.ApiDocs;
import org.platform.mdm.system.BodyChecks;
import org.platform.mdm.system.Details;

/**
 * Makes the schemas of the wire records say what the server really sends and accepts, for every
 * module document:
 *
 * <ul>
 *   <li>Jackson's {@code JsonNode} (a record's attribute values, a notification, a model) is the
 *       schema {@value #ANY_VALUE}: any JSON value, null included.
 *   <li>A response record's components are all {@code required} (Jackson writes every one, null or
 *       not), except those written only when present ({@code @JsonInclude(NON_NULL)} and the like).
 *       A request record (one that a request body holds, whether or not answers hold it too)
 *       requires only its {@code @NotNull} components (a model read back from the server is valid
 *       when sent again) and has {@code additionalProperties: false}: the server refuses a field
 *       the record does not name.
 *   <li>Every component that can be null is declared so, OpenAPI 3.1 style: {@code "null"} among
 *       its types, or {@code anyOf} with {@code {"type": "null"}} for references and enumerations.
 *       Primitives, {@code @NotNull} components, components left out when null and the envelope's
 *       {@link Details} are never null; JSpecify's {@code @Nullable} says that a component left out
 *       when absent may also be sent as null.
 * </ul>
 *
 * <p>It is the first converter of the chain ({@link ApiDocs} puts it there once springdoc has
 * registered its own): springdoc's polymorphism converter would otherwise introspect {@code
 * JsonNode}'s setters first and log a failure.
 */
public final class ApiSchemas implements ModelConverter {

  public static final ApiSchemas INSTANCE = new ApiSchemas();

  /** The component name of "any JSON value". */
  static final String ANY_VALUE = "AnyValue";

  private static final String REF_PREFIX = "#/components/schemas/";
  private static final Set<JsonInclude.Include> LEFT_OUT_WHEN_NULL =
      Set.of(
          JsonInclude.Include.NON_NULL,
          JsonInclude.Include.NON_ABSENT,
          JsonInclude.Include.NON_EMPTY,
          JsonInclude.Include.NON_DEFAULT);

  private volatile Set<Class<?>> requestRecords = Set.of();

  private ApiSchemas() {}

  /** The records request bodies are made of (found by {@link ApiDocs} from the controllers). */
  public void requestRecords(Set<Class<?>> records) {
    this.requestRecords = Set.copyOf(records);
  }

  @Override
  @SuppressWarnings({"rawtypes", "unchecked"})
  public Schema resolve(
      AnnotatedType type, ModelConverterContext context, Iterator<ModelConverter> chain) {
    JavaType javaType = Json.mapper().constructType(type.getType());
    Class<?> raw = javaType == null ? null : javaType.getRawClass();
    if (raw != null && tools.jackson.databind.JsonNode.class.isAssignableFrom(raw)) {
      if (!context.getDefinedModels().containsKey(ANY_VALUE)) {
        context.defineModel(ANY_VALUE, anyValue());
      }
      return new JsonSchema().$ref(REF_PREFIX + ANY_VALUE);
    }
    if (!chain.hasNext()) {
      return null;
    }
    Schema schema = chain.next().resolve(type, context, chain);
    if (schema != null && raw != null && raw.isRecord()) {
      Schema model = schema;
      if (schema.get$ref() != null) {
        model = context.getDefinedModels().get(schema.get$ref().substring(REF_PREFIX.length()));
      }
      if (model != null && model.getProperties() != null) {
        describe(raw, model);
      }
    }
    return schema;
  }

  /** The schema of any JSON value: no constraint at all. */
  static Schema<Object> anyValue() {
    JsonSchema any = new JsonSchema();
    any.description(
        "Any JSON value: a string, number, boolean, array, object or null (what it holds is"
            + " given by the data model).");
    return any;
  }

  @SuppressWarnings({"rawtypes", "unchecked"})
  private void describe(Class<?> record, Schema model) {
    boolean request = requestRecords.contains(record);
    boolean recordLeavesOutNulls = leftOutWhenNull(record);
    List<String> required = new ArrayList<>();
    Map<String, Schema> properties = model.getProperties();
    for (RecordComponent component : record.getRecordComponents()) {
      String name = BodyChecks.wireName(component);
      Schema property = properties.get(name);
      if (property == null) {
        continue; // not serialized (@JsonIgnore)
      }
      AnnotatedElement[] places = places(record, component);
      boolean notNull = annotated(places, NotNull.class);
      boolean leftOut = recordLeavesOutNulls || leftOutWhenNull(places);
      if (request ? notNull : !leftOut) {
        required.add(name);
      }
      boolean declaredNullable =
          component.getAnnotatedType().isAnnotationPresent(org.jspecify.annotations.Nullable.class);
      boolean neverNull =
          component.getType().isPrimitive()
              || notNull
              || (leftOut && !request && !declaredNullable)
              || component.getType() == Details.class;
      if (!neverNull) {
        properties.put(name, nullable(property));
      }
    }
    model.setRequired(required.isEmpty() ? null : required);
    if (request) {
      model.setAdditionalProperties(Boolean.FALSE); // the server refuses any other field
    }
  }

  /** The same schema with null allowed as well. */
  @SuppressWarnings({"rawtypes", "unchecked"})
  static Schema nullable(Schema property) {
    if (property.get$ref() != null || property.getEnum() != null || property.getTypes() == null) {
      if (property.getAnyOf() != null
          && property.getAnyOf().stream().anyMatch(s -> isNull((Schema) s))) {
        return property;
      }
      if (property.get$ref() == null && property.getEnum() == null) {
        return property; // no type given: any value, null included
      }
      Schema inner = property;
      if (property.get$ref() != null) {
        inner = new JsonSchema().$ref(property.get$ref()); // the reference alone: no sibling types
      }
      JsonSchema wrapper = new JsonSchema();
      wrapper.anyOf(List.of(inner, new JsonSchema().typesItem("null")));
      if (property.getDescription() != null) {
        wrapper.description(property.getDescription());
      }
      return wrapper;
    }
    property.addType("null");
    return property;
  }

  @SuppressWarnings("rawtypes")
  private static boolean isNull(Schema schema) {
    return schema.getTypes() != null
        && schema.getTypes().size() == 1
        && schema.getTypes().contains("null");
  }

  private static AnnotatedElement[] places(Class<?> record, RecordComponent component) {
    List<AnnotatedElement> places = new ArrayList<>();
    places.add(component);
    places.add(component.getAccessor());
    try {
      places.add(record.getDeclaredField(component.getName()));
    } catch (NoSuchFieldException e) {
      // every record component has its field
    }
    return places.toArray(AnnotatedElement[]::new);
  }

  private static boolean annotated(
      AnnotatedElement[] places, Class<? extends java.lang.annotation.Annotation> type) {
    for (AnnotatedElement place : places) {
      if (place.isAnnotationPresent(type)) {
        return true;
      }
    }
    return false;
  }

  private static boolean leftOutWhenNull(AnnotatedElement... places) {
    for (AnnotatedElement place : places) {
      JsonInclude include = place.getAnnotation(JsonInclude.class);
      if (include != null && LEFT_OUT_WHEN_NULL.contains(include.value())) {
        return true;
      }
    }
    return false;
  }
}
