package org.platform.mdm.core.sso;

/**
 * A client principal as a Kerberos ticket names it, {@code ivan@EXAMPLE.COM}: the name becomes the
 * user name here, the realm its source ({@code kerberos:EXAMPLE.COM}). The realm follows the last
 * {@code @} that no backslash escapes, as Kerberos writes an {@code @} inside a name.
 *
 * @param name the principal without its realm ({@code ivan}, {@code ivan/admin})
 * @param realm the realm, never empty
 */
record KerberosPrincipalName(String name, String realm) {

  KerberosPrincipalName {
    if (name == null || name.isEmpty() || realm == null || realm.isEmpty()) {
      throw new IllegalArgumentException("a principal needs a name and a realm");
    }
  }

  /** The principal of {@code text}; a text without a realm or without a name is refused. */
  static KerberosPrincipalName parse(String text) {
    int at = -1;
    for (int i = text.length() - 1; i >= 0; i--) {
      if (text.charAt(i) == '@' && !escaped(text, i)) {
        at = i;
        break;
      }
    }
    if (at < 0) {
      throw new IllegalArgumentException("'" + text + "' names no realm");
    }
    return new KerberosPrincipalName(text.substring(0, at), text.substring(at + 1));
  }

  /**
   * Whether the realm is {@code realm}, exactly: realms are case-sensitive names, and the user's
   * source keeps the ticket's spelling, so two spellings would be two sources of one name.
   */
  boolean of(String realm) {
    return this.realm.equals(realm);
  }

  /** The source its user is kept under. */
  String source() {
    return "kerberos:" + realm;
  }

  /** An odd number of backslashes before {@code at}. */
  private static boolean escaped(String text, int at) {
    int backslashes = 0;
    for (int i = at - 1; i >= 0 && text.charAt(i) == '\\'; i--) {
      backslashes++;
    }
    return backslashes % 2 == 1;
  }
}
