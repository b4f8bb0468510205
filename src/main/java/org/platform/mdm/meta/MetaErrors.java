package org.platform.mdm.meta;

import org.platform.mdm.system.ErrorCode;
import org.platform.mdm.system.ErrorKind;

/**
 * Error codes of the data model module. Texts: {@code i18n/meta.properties} and {@code
 * i18n/meta_ru.properties}; the comment of each code lists its message parameters.
 */
public enum MetaErrors implements ErrorCode {
  /** {0} the path of the missing field. */
  META_FIELD_REQUIRED(ErrorKind.BAD_INPUT),
  /** {0} the name. */
  META_NAME_INVALID(ErrorKind.BAD_INPUT),
  /** {0} the name, {1} the reserved names. */
  META_NAME_RESERVED(ErrorKind.BAD_INPUT),
  /** {0} the name shared by registers, reference sets and nested entities. */
  META_ENTITY_NAME_DUPLICATE(ErrorKind.BAD_INPUT),
  /** {0} the attribute name. */
  META_ATTRIBUTE_NAME_DUPLICATE(ErrorKind.BAD_INPUT),
  /** {0} the enumeration name. */
  META_ENUMERATION_NAME_DUPLICATE(ErrorKind.BAD_INPUT),
  /** {0} the value name, {1} the enumeration. */
  META_ENUM_VALUE_DUPLICATE(ErrorKind.BAD_INPUT),
  /** {0} the source system name. */
  META_SOURCE_SYSTEM_NAME_DUPLICATE(ErrorKind.BAD_INPUT),
  /** {0} the relation name. */
  META_RELATION_NAME_DUPLICATE(ErrorKind.BAD_INPUT),
  /** {0} the type, {1} the known types. */
  META_ATTRIBUTE_TYPE_UNKNOWN(ErrorKind.BAD_INPUT),
  /** {0} the type, {1} the field it needs. */
  META_TYPE_FIELD_REQUIRED(ErrorKind.BAD_INPUT),
  /** {0} the field, {1} the type that does not take it. */
  META_TYPE_FIELD_NOT_ALLOWED(ErrorKind.BAD_INPUT),
  /** {0} the enumeration name. */
  META_ENUMERATION_NOT_FOUND(ErrorKind.BAD_INPUT),
  /** {0} the reference set name. */
  META_LOOKUP_ENTITY_NOT_FOUND(ErrorKind.BAD_INPUT),
  /** {0} the nested entity name. */
  META_NESTED_ENTITY_NOT_FOUND(ErrorKind.BAD_INPUT),
  /** {0} the cycle, for example {@code Address -> Street -> Address}. */
  META_NESTED_ENTITY_CYCLE(ErrorKind.BAD_INPUT),
  /** {0} the type. */
  META_ARRAY_NOT_ALLOWED(ErrorKind.BAD_INPUT),
  /** {0} the value, {1} the type, {2} the expected format. */
  META_DEFAULT_VALUE_INVALID(ErrorKind.BAD_INPUT),
  /** {0} the value, {1} the enumeration. */
  META_DEFAULT_VALUE_NOT_IN_ENUMERATION(ErrorKind.BAD_INPUT),
  /** {0} the type ({@code String[]} for an array). */
  META_DEFAULT_VALUE_NOT_ALLOWED(ErrorKind.BAD_INPUT),
  /** {0} the weight. */
  META_WEIGHT_OUT_OF_RANGE(ErrorKind.BAD_INPUT),
  /** {0} the source system name. */
  META_SOURCE_SYSTEM_NOT_FOUND(ErrorKind.BAD_INPUT),
  /** {0} the name of the system source ({@code platform}). */
  META_SYSTEM_SOURCE_MISSING(ErrorKind.BAD_INPUT),
  /** {0} the value, {1} the known rules. */
  META_CONSOLIDATION_UNKNOWN(ErrorKind.BAD_INPUT),
  /** {0} the colour given. */
  META_ASSET_TYPE_COLOR(ErrorKind.BAD_INPUT),
  /** {0} the parent named. */
  META_ASSET_TYPE_PARENT_UNKNOWN(ErrorKind.BAD_INPUT),
  /** {0} the asset type. */
  META_ASSET_TYPE_PARENT_CYCLE(ErrorKind.BAD_INPUT),
  /** {0} the value, {1} the known types. */
  META_RELATION_TYPE_UNKNOWN(ErrorKind.BAD_INPUT),
  /** {0} the name of the missing register. */
  META_RELATION_END_NOT_FOUND(ErrorKind.BAD_INPUT),
  /** {0} the name of the reference set or nested entity a relation end names. */
  META_RELATION_END_NOT_REGISTER(ErrorKind.BAD_INPUT),
  /** {0} the parameter, {1} its value. */
  META_RELATION_ATTRIBUTE_LIST_INVALID(ErrorKind.BAD_INPUT),
  /** {0} the attribute, {1} the register, {2} the parameter. */
  META_RELATION_ATTRIBUTE_NOT_FOUND(ErrorKind.BAD_INPUT),
  /** {0} the type. */
  META_CODE_ATTRIBUTE_TYPE_INVALID(ErrorKind.BAD_INPUT),
  /** No parameters. */
  META_CODE_ATTRIBUTE_ARRAY(ErrorKind.BAD_INPUT),
  /**
   * A model document with the classifier section, which the model no longer has (classifiers are
   * published through classifier-model drafts); no parameters.
   */
  META_CLASSIFIERS_MOVED(ErrorKind.BAD_INPUT),
  /** {0} the reference set, {1} whether it was published hierarchical. */
  META_HIERARCHICAL_CHANGED(ErrorKind.BAD_INPUT),
  /** {0} the format: no attribute token, an empty token or a stray brace. */
  META_DISPLAY_FORMAT_INVALID(ErrorKind.BAD_INPUT),
  /** {0} the format's length, {1} the longest format taken. */
  META_DISPLAY_FORMAT_TOO_LONG(ErrorKind.BAD_INPUT),
  /** {0} the attribute a display format or description field names. */
  META_DISPLAY_FORMAT_ATTRIBUTE_NOT_FOUND(ErrorKind.BAD_INPUT),
  /** A save request without a model document; no parameters. */
  META_MODEL_REQUIRED(ErrorKind.BAD_INPUT),
  /** {0} the draft id, {1} the draft's type. */
  META_NOT_A_MODEL_DRAFT(ErrorKind.BAD_INPUT),
  /** {0} the file name. */
  META_IMPORT_FILE_INVALID(ErrorKind.BAD_INPUT),
  /** {0} the name of the entity or reference set. */
  META_ENTITY_NOT_FOUND(ErrorKind.NOT_FOUND),
  /**
   * {0} the draft id, {1} the revision the draft started from, {2} the revision published since
   * (numbers, shown without grouping).
   */
  META_DRAFT_REVISION_CONFLICT(ErrorKind.CONFLICT);

  public static final String MODULE_ID = "org.platform.mdm.meta";

  private final ErrorKind kind;

  MetaErrors(ErrorKind kind) {
    this.kind = kind;
  }

  @Override
  public ErrorKind kind() {
    return kind;
  }
}
