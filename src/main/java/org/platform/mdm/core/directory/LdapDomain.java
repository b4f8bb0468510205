package org.platform.mdm.core.directory;

import com.unboundid.ldap.sdk.DN;
import com.unboundid.ldap.sdk.Filter;
import com.unboundid.ldap.sdk.LDAPException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.regex.Pattern;
import org.platform.mdm.core.CoreErrors;
import org.platform.mdm.system.Problem;

/**
 * A domain of a directory: where its users and groups are, how a user is found by the name it logs
 * in with, how its full name is put together, and which roles its groups give.
 *
 * @param name what a user may put before its name ({@code CORP\ivan}) or after it ({@code
 *     ivan@corp}) to choose this domain
 * @param userFilter the filter that finds a user under {@code baseDn}; {@code {0}} stands for the
 *     name it logs in with
 * @param groupFilter when set, the filter that finds a user's groups under {@code groupBaseDn}
 *     (else {@code baseDn}); {@code {0}} stands for the user's DN, {@code {1}} for its name
 * @param groupRoles which roles each group gives, a group named by its DN or its {@code cn}
 * @param defaultRoles the roles every user of the domain gets
 */
public record LdapDomain(
    String name,
    String baseDn,
    String userFilter,
    String groupBaseDn,
    String groupFilter,
    String adUserNameFormat,
    String firstNameAttribute,
    String middleNameAttribute,
    String lastNameAttribute,
    String emailAttribute,
    List<String> defaultRoles,
    List<GroupRoles> groupRoles) {

  static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,63}");
  private static final Pattern ATTRIBUTE = Pattern.compile("[A-Za-z][A-Za-z0-9-]{0,63}");

  /** The roles a group gives. */
  public record GroupRoles(String group, List<String> roles) {

    public GroupRoles {
      roles = roles == null ? List.of() : Collections.unmodifiableList(new ArrayList<>(roles));
    }
  }

  /** Absent fields take their defaults: OpenLDAP's attributes, the default name format. */
  public LdapDomain {
    userFilter = blank(userFilter) ? "(uid={0})" : userFilter.strip();
    groupBaseDn = blank(groupBaseDn) ? null : groupBaseDn.strip();
    groupFilter = blank(groupFilter) ? null : groupFilter.strip();
    adUserNameFormat = blank(adUserNameFormat) ? NameFormat.DEFAULT.name() : adUserNameFormat;
    firstNameAttribute = blank(firstNameAttribute) ? "givenName" : firstNameAttribute.strip();
    middleNameAttribute = blank(middleNameAttribute) ? "middleName" : middleNameAttribute.strip();
    lastNameAttribute = blank(lastNameAttribute) ? "sn" : lastNameAttribute.strip();
    emailAttribute = blank(emailAttribute) ? "mail" : emailAttribute.strip();
    // Entries may be null as sent: check() lists them.
    defaultRoles =
        defaultRoles == null
            ? List.of()
            : Collections.unmodifiableList(new ArrayList<>(defaultRoles));
    groupRoles =
        groupRoles == null ? List.of() : Collections.unmodifiableList(new ArrayList<>(groupRoles));
  }

  public NameFormat nameFormat() {
    return NameFormat.of(adUserNameFormat);
  }

  /** Every role the domain names, for the check that they exist. */
  List<String> roleNames() {
    List<String> names = new ArrayList<>(defaultRoles);
    groupRoles.stream().filter(g -> g != null).forEach(g -> names.addAll(g.roles()));
    names.removeIf(n -> n == null);
    return names;
  }

  /** The domain's problems, each at its path under {@code at} ({@code domains[0]}). */
  List<Problem> check(String at) {
    List<Problem> problems = new ArrayList<>();
    if (blank(name)) {
      problems.add(Problem.at(at + ".name", CoreErrors.CORE_FIELD_REQUIRED, at + ".name"));
    } else if (!NAME.matcher(name).matches()) {
      problems.add(Problem.at(at + ".name", CoreErrors.CORE_LDAP_ID_INVALID, name));
    }
    if (blank(baseDn)) {
      problems.add(Problem.at(at + ".baseDn", CoreErrors.CORE_FIELD_REQUIRED, at + ".baseDn"));
    } else {
      dn(baseDn, at + ".baseDn", problems);
    }
    if (groupBaseDn != null) {
      dn(groupBaseDn, at + ".groupBaseDn", problems);
    }
    filter(userFilter, at + ".userFilter", problems);
    if (groupFilter != null) {
      filter(groupFilter, at + ".groupFilter", problems);
    }
    if (nameFormat() == null) {
      problems.add(
          Problem.at(
              at + ".adUserNameFormat",
              CoreErrors.CORE_LDAP_NAME_FORMAT_UNKNOWN,
              adUserNameFormat,
              Arrays.toString(NameFormat.values())));
    }
    for (String[] a :
        List.of(
            new String[] {"firstNameAttribute", firstNameAttribute},
            new String[] {"middleNameAttribute", middleNameAttribute},
            new String[] {"lastNameAttribute", lastNameAttribute},
            new String[] {"emailAttribute", emailAttribute})) {
      attribute(a[1], at + "." + a[0], problems);
    }
    for (int i = 0; i < defaultRoles.size(); i++) {
      if (blank(defaultRoles.get(i))) {
        String path = at + ".defaultRoles[" + i + "]";
        problems.add(Problem.at(path, CoreErrors.CORE_FIELD_REQUIRED, path));
      }
    }
    for (int i = 0; i < groupRoles.size(); i++) {
      GroupRoles g = groupRoles.get(i);
      String path = at + ".groupRoles[" + i + "]";
      if (g == null || blank(g.group())) {
        problems.add(Problem.at(path + ".group", CoreErrors.CORE_FIELD_REQUIRED, path + ".group"));
      }
      if (g != null) {
        for (int r = 0; r < g.roles().size(); r++) {
          if (blank(g.roles().get(r))) {
            String role = path + ".roles[" + r + "]";
            problems.add(Problem.at(role, CoreErrors.CORE_FIELD_REQUIRED, role));
          }
        }
      }
    }
    return problems;
  }

  static void attribute(String name, String at, List<Problem> problems) {
    if (!ATTRIBUTE.matcher(name).matches()) {
      problems.add(Problem.at(at, CoreErrors.CORE_LDAP_ATTRIBUTE_INVALID, name));
    }
  }

  static void dn(String value, String at, List<Problem> problems) {
    if (!DN.isValidDN(value)) {
      problems.add(Problem.at(at, CoreErrors.CORE_LDAP_DN_INVALID, value));
    }
  }

  private static void filter(String value, String at, List<Problem> problems) {
    try {
      Filter.create(value.replace("{0}", "x").replace("{1}", "x"));
    } catch (LDAPException e) {
      problems.add(Problem.at(at, CoreErrors.CORE_LDAP_FILTER_INVALID, value, e.getMessage()));
    }
  }

  static boolean blank(String s) {
    return s == null || s.isBlank();
  }
}
