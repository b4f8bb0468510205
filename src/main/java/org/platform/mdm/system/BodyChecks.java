package org.platform.mdm.system;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.swagger.v3.oas.annotations.media.Content;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.springframework.core.MethodParameter;
import tools.jackson.databind.JsonNode;

/**
 * The checks every JSON request body passes before a controller sees it: no text holds a NUL
 * character (PostgreSQL stores none), and an object whose documented shape is a record names only
 * that record's fields. Both list every problem at once, each at its path ({@code
 * relations.LivesAt[0].toExternalId}).
 */
public final class BodyChecks {

  private BodyChecks() {}

  /**
   * Every string value or field name holding U+0000, and every number that is not finite (JSON's
   * {@code 1e309} reads as infinity, which would be stored as the text "Infinity"), as a problem at
   * its path.
   */
  public static List<Problem> nulCharacters(JsonNode body, String root) {
    List<Problem> problems = new ArrayList<>();
    nul(body, root, problems);
    return problems;
  }

  private static void nul(JsonNode node, String path, List<Problem> problems) {
    if (node == null) {
      return;
    }
    if (node.isString()) {
      if (node.asString().indexOf('\0') >= 0) {
        problems.add(Problem.at(shown(path), SystemErrors.SYSTEM_NUL_CHARACTER, shown(path)));
      }
    } else if (node.isNumber()) {
      if (!finite(node)) {
        problems.add(Problem.at(shown(path), SystemErrors.SYSTEM_NUMBER_NOT_FINITE, shown(path)));
      }
    } else if (node.isArray()) {
      for (int i = 0; i < node.size(); i++) {
        nul(node.get(i), path + "[" + i + "]", problems);
      }
    } else if (node.isObject()) {
      for (Map.Entry<String, JsonNode> field : node.properties()) {
        String at = join(path, field.getKey());
        if (field.getKey().indexOf('\0') >= 0) {
          problems.add(Problem.at(shown(at), SystemErrors.SYSTEM_NUL_CHARACTER, shown(at)));
        }
        nul(field.getValue(), at, problems);
      }
    }
  }

  /**
   * Whether a JSON number is finite as a double, the widest number the platform stores and searches
   * ({@code 1e309}, NaN and infinity are not; a decimal beyond the double's range is not either).
   */
  public static boolean finite(JsonNode number) {
    return Double.isFinite(number.doubleValue());
  }

  /**
   * Fields of {@code body} that its documented shape {@code type} does not name, recursively
   * through records, lists, arrays and maps; {@code JsonNode} and {@code Object} take anything.
   */
  public static List<Problem> unknownFields(JsonNode body, Type type) {
    List<Problem> problems = new ArrayList<>();
    unknown(body, type, "", problems);
    return problems;
  }

  private static void unknown(JsonNode node, Type type, String path, List<Problem> problems) {
    if (node == null || node.isNull()) {
      return;
    }
    Class<?> raw = raw(type);
    if (raw == null) {
      return;
    }
    if (raw.isRecord() && node.isObject()) {
      Map<String, Type> fields = fields(raw);
      for (Map.Entry<String, JsonNode> field : node.properties()) {
        String at = join(path, field.getKey());
        Type fieldType = fields.get(field.getKey());
        if (fieldType == null) {
          problems.add(
              Problem.at(
                  at, SystemErrors.SYSTEM_UNKNOWN_FIELD, at, String.join(", ", fields.keySet())));
        } else {
          unknown(field.getValue(), fieldType, at, problems);
        }
      }
    } else if (node.isArray() && (raw.isArray() || Collection.class.isAssignableFrom(raw))) {
      Type item = raw.isArray() ? componentType(type) : argument(type, 0);
      for (int i = 0; i < node.size(); i++) {
        unknown(node.get(i), item, path + "[" + i + "]", problems);
      }
    } else if (node.isObject() && Map.class.isAssignableFrom(raw)) {
      Type value = argument(type, 1);
      for (Map.Entry<String, JsonNode> field : node.properties()) {
        unknown(field.getValue(), value, join(path, field.getKey()), problems);
      }
    }
  }

  /**
   * The shape an operation documents for its body: the record of springdoc's {@code
   * io.swagger.v3.oas.annotations.parameters.RequestBody} content (or an array of it) where the
   * controller reads the body as a tree, else the parameter's own type.
   */
  public static Type documentedShape(MethodParameter parameter) {
    io.swagger.v3.oas.annotations.parameters.RequestBody annotation =
        parameter.getParameterAnnotation(
            io.swagger.v3.oas.annotations.parameters.RequestBody.class);
    if (annotation != null && annotation.content().length > 0) {
      Content content = annotation.content()[0];
      Class<?> item = content.array().schema().implementation();
      if (item != Void.class) {
        return item.arrayType();
      }
      Class<?> single = content.schema().implementation();
      if (single != Void.class) {
        return single;
      }
    }
    return parameter.getGenericParameterType();
  }

  /** The records a body of {@code type} can hold, itself included, into {@code found}. */
  public static void records(Type type, Set<Class<?>> found) {
    Class<?> raw = raw(type);
    if (raw == null) {
      return;
    }
    if (raw.isRecord()) {
      if (found.add(raw)) {
        fields(raw).values().forEach(field -> records(field, found));
      }
    } else if (raw.isArray()) {
      records(componentType(type), found);
    } else if (Collection.class.isAssignableFrom(raw)) {
      records(argument(type, 0), found);
    } else if (Map.class.isAssignableFrom(raw)) {
      records(argument(type, 1), found);
    }
  }

  /**
   * The wire names of a record's fields with their types, in declaration order; found by reflection
   * once per record (every object of every body is checked against them: a batch of 500 records
   * spent a twelfth of its time finding them again).
   */
  static Map<String, Type> fields(Class<?> record) {
    return FIELDS.get(record);
  }

  private static final ClassValue<Map<String, Type>> FIELDS =
      new ClassValue<>() {
        @Override
        protected Map<String, Type> computeValue(Class<?> record) {
          Map<String, Type> fields = new LinkedHashMap<>();
          for (RecordComponent component : record.getRecordComponents()) {
            fields.put(wireName(component), component.getGenericType());
          }
          return Collections.unmodifiableMap(fields);
        }
      };

  /** The name Jackson reads and writes a record component under. */
  public static String wireName(RecordComponent component) {
    JsonProperty property = component.getAccessor().getAnnotation(JsonProperty.class);
    if (property == null) {
      try {
        property =
            component
                .getDeclaringRecord()
                .getDeclaredField(component.getName())
                .getAnnotation(JsonProperty.class);
      } catch (NoSuchFieldException e) {
        property = null;
      }
    }
    return property != null && !property.value().isEmpty() ? property.value() : component.getName();
  }

  private static Class<?> raw(Type type) {
    if (type instanceof Class<?> c) {
      return c;
    }
    if (type instanceof ParameterizedType p && p.getRawType() instanceof Class<?> c) {
      return c;
    }
    if (type instanceof GenericArrayType) {
      return Object[].class;
    }
    return null;
  }

  private static Type argument(Type type, int index) {
    if (type instanceof ParameterizedType p && p.getActualTypeArguments().length > index) {
      return p.getActualTypeArguments()[index];
    }
    return Object.class;
  }

  private static Type componentType(Type type) {
    if (type instanceof Class<?> c && c.isArray()) {
      return c.getComponentType();
    }
    if (type instanceof GenericArrayType g) {
      return g.getGenericComponentType();
    }
    return Object.class;
  }

  private static String join(String path, String name) {
    return path.isEmpty() ? name : path + "." + name;
  }

  private static String shown(String path) {
    return path.isEmpty() ? "body" : path;
  }
}
