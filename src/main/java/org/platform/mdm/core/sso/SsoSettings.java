package org.platform.mdm.core.sso;

import java.net.URI;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.platform.mdm.core.CoreErrors;
import org.platform.mdm.system.SettingDefinition;
import org.platform.mdm.system.SettingType;
import org.platform.mdm.system.Settings;
import org.platform.mdm.system.SettingsCatalog;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;

/** Settings of single sign-on, with the spec's names. */
@Component
public class SsoSettings implements SettingsCatalog {

  /** Where the platform's login answers the sign-in, and where an identity provider sends back. */
  public static final String LOGIN_PATH = "/api/v2/core/authentication/login";

  /**
   * The address identity providers send the browser back to; empty: the login address of the
   * request that starts the sign-in. Needed behind a proxy, and where the provider requires the
   * registered address exactly.
   */
  public static final SettingDefinition<String> OAUTH2_REDIRECT_ADDRESS =
      SettingDefinition.builder(
              CoreErrors.MODULE_ID,
              "com.platform.mdm.rest.v1.oauth2.redirect.address",
              SettingType.checkedString(SsoSettings::redirectAddress),
              "")
          .env("OAUTH2_REDIRECT_ADDRESS")
          .editable()
          .build();

  /** The customer setting that shows the single sign-on button on the login page. */
  public static final SettingDefinition<Boolean> SSO_BUTTON_ENABLED =
      SettingDefinition.builder(
              CoreErrors.MODULE_ID, "SSO_BUTTON_ENABLED", SettingType.BOOLEAN, false)
          .env("SSO_BUTTON_ENABLED")
          .editable()
          .build();

  /**
   * What the single sign-on button does: {@code oauth2} starts the OAuth 2.0 sign-in; empty logs in
   * with empty strings, which a Kerberos browser answers with its ticket.
   */
  public static final SettingDefinition<String> SSO_TYPE =
      SettingDefinition.builder(
              CoreErrors.MODULE_ID, "ssoType", SettingType.checkedString(SsoSettings::ssoType), "")
          .env("SSO_TYPE")
          .editable()
          .build();

  /** The Kerberos realm whose users sign on; a principal of another realm is refused. */
  public static final SettingDefinition<String> KERBEROS_REALM =
      SettingDefinition.builder(
              CoreErrors.MODULE_ID,
              "com.platform.mdm.sso.kerberos.realm.name",
              SettingType.STRING,
              "")
          .env("SSO_KERBEROS_REALM_NAME")
          .editable()
          .build();

  /**
   * The keytab file holding the service principal's keys, read at the first sign-on after a change.
   */
  public static final SettingDefinition<String> KERBEROS_KEYTAB =
      SettingDefinition.builder(
              CoreErrors.MODULE_ID,
              "com.platform.mdm.sso.kerberos.keytab.file",
              SettingType.STRING,
              "")
          .env("SSO_KERBEROS_KEYTAB_FILE")
          .editable()
          .build();

  /**
   * The server's own principal, as the keytab holds it ({@code HTTP/mdm.example.com@EXAMPLE.COM}).
   */
  public static final SettingDefinition<String> KERBEROS_PRINCIPAL =
      SettingDefinition.builder(
              CoreErrors.MODULE_ID,
              "com.platform.mdm.sso.kerberos.service.principal",
              SettingType.STRING,
              "")
          .env("SSO_KERBEROS_SERVICE_PRINCIPAL")
          .editable()
          .build();

  private final Settings settings;

  SsoSettings(@Lazy Settings settings) {
    this.settings = settings;
  }

  @Override
  public List<SettingDefinition<?>> definitions() {
    return List.of(
        OAUTH2_REDIRECT_ADDRESS,
        SSO_BUTTON_ENABLED,
        SSO_TYPE,
        KERBEROS_REALM,
        KERBEROS_KEYTAB,
        KERBEROS_PRINCIPAL);
  }

  /**
   * The Kerberos sign-on as set now: present when the realm, the keytab and the principal are all
   * set. Read at each use, as they can be changed while the server runs.
   */
  public Optional<Kerberos> kerberos() {
    String realm = stripped(settings.get(KERBEROS_REALM));
    String keytab = stripped(settings.get(KERBEROS_KEYTAB));
    String principal = stripped(settings.get(KERBEROS_PRINCIPAL));
    if (realm.isEmpty() || keytab.isEmpty() || principal.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(new Kerberos(realm, keytab, principal));
  }

  /** The three Kerberos settings, each set. */
  public record Kerberos(String realm, String keytab, String principal) {}

  private static String stripped(String value) {
    return value == null ? "" : value.strip();
  }

  /** The redirect address set, or null when the request's own login address is to be used. */
  public String redirectAddress() {
    String address = settings.get(OAUTH2_REDIRECT_ADDRESS);
    return address == null || address.isBlank() ? null : address.strip();
  }

  public boolean buttonEnabled() {
    return settings.get(SSO_BUTTON_ENABLED);
  }

  public String ssoType() {
    String type = settings.get(SSO_TYPE);
    return type == null ? "" : type.strip();
  }

  /**
   * An absolute http(s) address ending at the login address, its query (if any) {@code
   * source=oauth2}; or empty.
   */
  static String redirectAddress(String text) {
    String value = text.strip();
    if (value.isEmpty()) {
      return value;
    }
    URI uri;
    try {
      uri = new URI(value);
    } catch (java.net.URISyntaxException e) {
      throw new IllegalArgumentException("not an address: " + e.getReason());
    }
    String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
    if (!(scheme.equals("http") || scheme.equals("https")) || uri.getHost() == null) {
      throw new IllegalArgumentException("an http:// or https:// address with a host is needed");
    }
    if (uri.getRawPath() == null || !uri.getRawPath().endsWith(LOGIN_PATH)) {
      throw new IllegalArgumentException("the address must end at " + LOGIN_PATH);
    }
    if (uri.getRawFragment() != null
        || (uri.getRawQuery() != null && !uri.getRawQuery().equals("source=oauth2"))) {
      throw new IllegalArgumentException(
          "the address may carry no fragment, and no query but source=oauth2");
    }
    return value;
  }

  static String ssoType(String text) {
    String value = text.strip();
    if (!value.isEmpty() && !value.equals("oauth2")) {
      throw new IllegalArgumentException("ssoType is oauth2 or empty");
    }
    return value;
  }
}
