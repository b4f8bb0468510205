package org.platform.mdm.core;

import org.platform.mdm.system.ErrorCode;
import org.platform.mdm.system.ErrorKind;

/** Error codes of the core module. */
public enum CoreErrors implements ErrorCode {
  CORE_AUTHENTICATION_FAILED(ErrorKind.UNAUTHORIZED),
  CORE_AUTHENTICATION_REQUIRED(ErrorKind.UNAUTHORIZED),
  CORE_TOKEN_INVALID(ErrorKind.UNAUTHORIZED),
  CORE_ACCESS_DENIED(ErrorKind.FORBIDDEN),
  CORE_NO_ENTITY_RIGHT(ErrorKind.FORBIDDEN),
  CORE_ENDPOINT_WITHOUT_RIGHT(ErrorKind.FORBIDDEN),
  CORE_FIELD_REQUIRED(ErrorKind.BAD_INPUT),
  CORE_FIELD_TOO_LONG(ErrorKind.BAD_INPUT),
  CORE_USER_NAME_INVALID(ErrorKind.BAD_INPUT),
  CORE_ROLE_NAME_INVALID(ErrorKind.BAD_INPUT),
  CORE_PASSWORD_TOO_SHORT(ErrorKind.BAD_INPUT),
  CORE_EMAIL_INVALID(ErrorKind.BAD_INPUT),
  CORE_LOCALE_UNSUPPORTED(ErrorKind.BAD_INPUT),
  CORE_RIGHT_UNKNOWN(ErrorKind.BAD_INPUT),
  CORE_RESOURCE_DUPLICATE(ErrorKind.BAD_INPUT),
  CORE_SYSTEM_ROLE_READ_ONLY(ErrorKind.BAD_INPUT),
  CORE_MULTIPART_MALFORMED(ErrorKind.BAD_INPUT),
  CORE_UPLOAD_FILE_REQUIRED(ErrorKind.BAD_INPUT),
  CORE_UPLOAD_TOO_LARGE(ErrorKind.PAYLOAD_TOO_LARGE),
  CORE_FILE_NAME_TOO_LONG(ErrorKind.BAD_INPUT),
  CORE_LOB_ID_INVALID(ErrorKind.BAD_INPUT),
  CORE_LOB_IDS_REQUIRED(ErrorKind.BAD_INPUT),
  CORE_LOB_NOT_FOUND(ErrorKind.NOT_FOUND),
  CORE_LAST_ADMIN(ErrorKind.CONFLICT),
  CORE_USER_NOT_FOUND(ErrorKind.NOT_FOUND),
  /** {0} the user name or address. */
  CORE_LOGIN_LOCK_NOT_FOUND(ErrorKind.NOT_FOUND),
  /** {0} the kind given. */
  CORE_LOGIN_LOCK_KIND_INVALID(ErrorKind.BAD_INPUT),
  CORE_ROLE_NOT_FOUND(ErrorKind.NOT_FOUND),
  CORE_RESOURCE_NOT_FOUND(ErrorKind.NOT_FOUND),
  CORE_USER_EXISTS(ErrorKind.CONFLICT),
  CORE_ROLE_EXISTS(ErrorKind.CONFLICT),
  CORE_STALE_VERSION(ErrorKind.CONFLICT),
  /** {0} the name. */
  CORE_PROPERTY_NAME_INVALID(ErrorKind.BAD_INPUT),
  /** {0} the type, {1} the types there are. */
  CORE_PROPERTY_TYPE_UNKNOWN(ErrorKind.BAD_INPUT),
  /** {0} the name. */
  CORE_PROPERTY_EXISTS(ErrorKind.CONFLICT),
  /** {0} the name. */
  CORE_PROPERTY_REPEATED(ErrorKind.BAD_INPUT),
  /** {0} the name. */
  CORE_PROPERTY_NOT_FOUND(ErrorKind.NOT_FOUND),
  /** {0} the name. */
  CORE_PROPERTY_UNKNOWN(ErrorKind.BAD_INPUT),
  /** {0} the name, {1} its type. */
  CORE_PROPERTY_VALUE_INVALID(ErrorKind.BAD_INPUT),
  /** {0} the name. */
  CORE_PROPERTY_REQUIRED(ErrorKind.BAD_INPUT),
  /** {0} the name. */
  CORE_PROPERTY_READ_ONLY(ErrorKind.BAD_INPUT),
  /** {0} the value, {1} the largest page. */
  CORE_PAGE_INVALID(ErrorKind.BAD_INPUT),
  /** {0} the path. */
  CORE_LABEL_PATH_INVALID(ErrorKind.BAD_INPUT),
  /** {0} the label, {1} its entity, {2} the other entity. */
  CORE_LABEL_ENTITIES_DIFFER(ErrorKind.BAD_INPUT),
  /** {0} the path. */
  CORE_LABEL_PATH_REPEATED(ErrorKind.BAD_INPUT),
  /** {0} the name. */
  CORE_LABEL_NAME_INVALID(ErrorKind.BAD_INPUT),
  /** {0} the name. */
  CORE_LABEL_EXISTS(ErrorKind.CONFLICT),
  /** {0} the name. */
  CORE_LABEL_NOT_FOUND(ErrorKind.NOT_FOUND),
  /** {0} the name. */
  CORE_LABEL_UNKNOWN(ErrorKind.BAD_INPUT),
  /** {0} the path, {1} the label. */
  CORE_LABEL_ATTRIBUTE_UNKNOWN(ErrorKind.BAD_INPUT),
  /** {0} the value, {1} the path, {2} the type, {3} the form expected. */
  CORE_LABEL_VALUE_INVALID(ErrorKind.BAD_INPUT),
  /** {0} the id. */
  CORE_TRANSFER_NOT_FOUND(ErrorKind.NOT_FOUND),
  /** {0} the id. */
  CORE_TRANSFER_NO_DOCUMENT(ErrorKind.NOT_FOUND),
  /** {0} the id. */
  CORE_NOTIFICATION_NOT_FOUND(ErrorKind.NOT_FOUND),
  /** {0} the configuration id. */
  CORE_LDAP_CONFIGURATION_NOT_FOUND(ErrorKind.NOT_FOUND),
  /** {0} the configuration id. */
  CORE_LDAP_CONFIGURATION_EXISTS(ErrorKind.CONFLICT),
  /** {0} the id. */
  CORE_LDAP_ID_INVALID(ErrorKind.BAD_INPUT),
  /** {0} the address. */
  CORE_LDAP_URL_INVALID(ErrorKind.BAD_INPUT),
  /** {0} the port. */
  CORE_LDAP_PORT_INVALID(ErrorKind.BAD_INPUT),
  /** {0} the value. */
  CORE_LDAP_DN_INVALID(ErrorKind.BAD_INPUT),
  /** {0} the filter, {1} why. */
  CORE_LDAP_FILTER_INVALID(ErrorKind.BAD_INPUT),
  /** {0} the format, {1} the formats there are. */
  CORE_LDAP_NAME_FORMAT_UNKNOWN(ErrorKind.BAD_INPUT),
  /** {0} the domain name. */
  CORE_LDAP_DOMAIN_DUPLICATE(ErrorKind.BAD_INPUT),
  /** {0} the number. */
  CORE_LDAP_MAX_USERS_INVALID(ErrorKind.BAD_INPUT),
  /** {0} the attribute name. */
  CORE_LDAP_ATTRIBUTE_INVALID(ErrorKind.BAD_INPUT),
  CORE_LDAP_PASSWORD_AGAIN(ErrorKind.BAD_INPUT),
  CORE_USER_EXTERNAL_PASSWORD(ErrorKind.BAD_INPUT),
  /** {0} the registration id. */
  CORE_SSO_PROVIDER_NOT_FOUND(ErrorKind.NOT_FOUND),
  /** {0} the registration id. */
  CORE_SSO_PROVIDER_EXISTS(ErrorKind.CONFLICT),
  /** {0} the id. */
  CORE_SSO_ID_INVALID(ErrorKind.BAD_INPUT),
  /** {0} the field. */
  CORE_SSO_VALUE_INVALID(ErrorKind.BAD_INPUT),
  /** {0} the address. */
  CORE_SSO_ISSUER_INVALID(ErrorKind.BAD_INPUT),
  CORE_SSO_OPENID_SCOPE(ErrorKind.BAD_INPUT),
  CORE_SSO_SECRET_AGAIN(ErrorKind.BAD_INPUT),
  /** {0} the source given, {1} the sources there are. */
  CORE_SSO_SOURCE_UNKNOWN(ErrorKind.BAD_INPUT),
  /** {0} the registration ids to choose from. */
  CORE_SSO_PROVIDER_CHOICE(ErrorKind.BAD_INPUT),
  /** {0} why. */
  CORE_SSO_FAILED(ErrorKind.UNAUTHORIZED),
  /** {0} the provider's display name (its registration id when it has none). */
  CORE_SSO_PROVIDER_UNREACHABLE(ErrorKind.UNAUTHORIZED),
  CORE_KERBEROS_OFF(ErrorKind.UNAUTHORIZED),
  CORE_KERBEROS_TICKET_MISSING(ErrorKind.UNAUTHORIZED),
  CORE_KERBEROS_TICKET_INVALID(ErrorKind.UNAUTHORIZED),
  /** {0} the principal's realm. */
  CORE_KERBEROS_REALM(ErrorKind.UNAUTHORIZED);

  public static final String MODULE_ID = "org.platform.mdm.core";

  private final ErrorKind kind;

  CoreErrors(ErrorKind kind) {
    this.kind = kind;
  }

  @Override
  public ErrorKind kind() {
    return kind;
  }
}
