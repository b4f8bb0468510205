package org.platform.mdm.core.directory;

import static org.assertj.core.api.Assertions.assertThat;

import com.unboundid.ldap.listener.InMemoryDirectoryServer;
import com.unboundid.ldap.listener.InMemoryDirectoryServerConfig;
import com.unboundid.ldap.listener.InMemoryListenerConfig;
import com.unboundid.ldap.sdk.Modification;
import com.unboundid.ldap.sdk.ModificationType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.ApiTest;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;

/**
 * Logins through a directory, against UnboundID's in-memory LDAP server: an external user made at
 * the first login and kept up to date at each, its full name by the domain's name format, its roles
 * by its groups; the bind password sealed; a local user never taken over.
 */
class DirectoryLoginTest extends ApiTest {

  private static final String CONFIGURATIONS = "/api/v1/ldap/configuration";
  private static final String LOGIN = "/api/v2/core/authentication/login";
  private static final String BASE = "dc=example,dc=com";
  private static final String READER = "cn=reader," + BASE;
  private static final String READER_PASSWORD = "reader-secret";

  private static InMemoryDirectoryServer server;
  private static final List<String> made = new ArrayList<>();

  @Autowired JdbcClient jdbc;

  @BeforeAll
  static void startDirectory() throws Exception {
    InMemoryDirectoryServerConfig config = new InMemoryDirectoryServerConfig(BASE);
    config.addAdditionalBindCredentials(READER, READER_PASSWORD);
    config.setListenerConfigs(InMemoryListenerConfig.createLDAPConfig("ldap", 0));
    config.setSchema(null); // memberOf and middleName, as Active Directory has them
    server = new InMemoryDirectoryServer(config);
    server.add("dn: " + BASE, "objectClass: domain", "dc: example");
    server.startListening();
  }

  @AfterAll
  static void stopDirectory() {
    server.shutDown(true);
  }

  @AfterAll
  static void forgetConfigurations(@Autowired JdbcClient jdbc) {
    // Other tests' logins of unknown names must not ask a server that is gone.
    made.forEach(id -> jdbc.sql("delete from ldap_configurations where id = ?").param(id).update());
  }

  /** An organizational unit of this test's own, with its people and groups. */
  private record Unit(String dn, String people, String groups) {}

  private static Unit aUnit() throws Exception {
    String ou = "t" + UUID.randomUUID().toString().substring(0, 8);
    String dn = "ou=" + ou + "," + BASE;
    server.add("dn: " + dn, "objectClass: organizationalUnit", "ou: " + ou);
    server.add("dn: ou=people," + dn, "objectClass: organizationalUnit", "ou: people");
    server.add("dn: ou=groups," + dn, "objectClass: organizationalUnit", "ou: groups");
    return new Unit(dn, "ou=people," + dn, "ou=groups," + dn);
  }

  private static String aPerson(
      Unit unit, String uid, String first, String middle, String last, String... groups)
      throws Exception {
    String dn = "uid=" + uid + "," + unit.people();
    List<String> ldif = new ArrayList<>();
    ldif.addAll(
        List.of(
            "dn: " + dn,
            "objectClass: inetOrgPerson",
            "uid: " + uid,
            "cn: " + first + " " + last,
            "givenName: " + first,
            "sn: " + last,
            "mail: " + uid + "@example.com",
            "userPassword: pw-" + uid));
    if (middle != null) {
      ldif.add("middleName: " + middle);
    }
    for (String group : groups) {
      ldif.add("memberOf: cn=" + group + "," + unit.groups());
    }
    server.add(ldif.toArray(String[]::new));
    return dn;
  }

  private Map<String, Object> configuration(
      Unit unit, String format, List<Map<String, Object>> groupRoles) {
    Map<String, Object> domain = new HashMap<>();
    domain.put("name", "CORP");
    domain.put("baseDn", unit.people());
    domain.put("userFilter", "(&(objectClass=inetOrgPerson)(uid={0}))");
    domain.put("adUserNameFormat", format);
    domain.put("groupRoles", groupRoles);
    Map<String, Object> c = new HashMap<>();
    c.put("displayName", "Example directory");
    c.put("serverUrl", "ldap://localhost:" + server.getListenPort());
    c.put("bindDn", READER);
    c.put("password", READER_PASSWORD);
    c.put("membershipAttribute", "memberOf");
    c.put("domains", List.of(domain));
    return c;
  }

  private String create(Api admin, Map<String, Object> configuration) {
    String id = unique("corp");
    Api.Response r = admin.post(CONFIGURATIONS + "/" + id, configuration);
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    made.add(id);
    return id;
  }

  private Api.Response loginAs(String name, String password) {
    return anonymous().post(LOGIN, Map.of("userName", name, "password", password));
  }

  @Test
  void aDirectoryUserLogsInAsAnExternalUserWithTheRolesOfItsGroups() throws Exception {
    Api admin = admin();
    Unit unit = aUnit();
    String stewards = aRole(List.of(grant("USER_MANAGEMENT", "READ")));
    String uid = "olga" + UUID.randomUUID().toString().substring(0, 6);
    String dn = aPerson(unit, uid, "Olga", "Petrovna", "Syrova", "stewards", "cooks");
    String id =
        create(
            admin,
            configuration(
                unit,
                "LAST_FIRST_MIDDLE",
                List.of(Map.of("group", "stewards", "roles", List.of(stewards)))));

    Api.Response wrong = loginAs(uid, "not-her-password");
    assertThat(wrong.status()).as(wrong.toString()).isEqualTo(401);
    assertThat(admin.get("/api/v2/core/users/" + uid).status()).isEqualTo(404);

    Api.Response in = loginAs(uid, "pw-" + uid);
    assertThat(in.status()).as(in.toString()).isEqualTo(200);
    assertThat(in.json().path("roles").toString()).contains(stewards);
    JsonNode user = admin.get("/api/v2/core/users/" + uid).json().path("user");
    assertThat(user.path("fullName").asString()).isEqualTo("Syrova Olga Petrovna");
    assertThat(user.path("email").asString()).isEqualTo(uid + "@example.com");
    assertThat(user.path("external").asBoolean()).isTrue();
    assertThat(user.path("source").asString()).isEqualTo("ldap:" + id);
    assertThat(user.path("roles").toString()).contains(stewards);
    // The user's token works as a local user's does.
    Api olga = anonymous().bearer(in.json().path("token").asString());
    assertThat(olga.get("/api/v2/core/users").status()).isEqualTo(200);
    // The domain may be named before or after the name.
    assertThat(loginAs("CORP\\" + uid, "pw-" + uid).status()).isEqualTo(200);
    assertThat(loginAs(uid + "@corp", "pw-" + uid).status()).isEqualTo(200);
    assertThat(loginAs(uid + "@elsewhere", "pw-" + uid).status()).isEqualTo(401);
    // Another case is the same user; blanks at the ends are no name at all.
    Api.Response upper = loginAs("CORP\\" + uid.toUpperCase(), "pw-" + uid);
    assertThat(upper.status()).as(upper.toString()).isEqualTo(200);
    assertThat(upper.json().path("userName").asString()).isEqualTo(uid);
    assertThat(loginAs(" " + uid, "pw-" + uid).status()).isEqualTo(401);
    assertThat(loginAs(uid + "\t", "pw-" + uid).status()).isEqualTo(401);
    // Its password is the directory's: an administrator cannot set one here.
    Api.Response password =
        admin.put("/api/v2/core/users/" + uid, Map.of("password", "a-local-password-1"));
    assertThat(password.status()).as(password.toString()).isEqualTo(400);
    assertThat(password.errorCodes()).containsExactly("CORE_USER_EXTERNAL_PASSWORD");
    // An empty password is an anonymous bind to a directory: never a login.
    assertThat(loginAs(uid, "").status()).isEqualTo(401);

    // Out of the group: the next login takes the role away (and the user keeps its name).
    server.modify(
        dn, new Modification(ModificationType.DELETE, "memberOf", "cn=stewards," + unit.groups()));
    Api.Response again = loginAs(uid, "pw-" + uid);
    assertThat(again.status()).isEqualTo(200);
    assertThat(admin.get("/api/v2/core/users/" + uid).json().path("user").path("roles")).isEmpty();

    // Removed from the directory: no login any more.
    server.delete(dn);
    assertThat(loginAs(uid, "pw-" + uid).status()).isEqualTo(401);
  }

  @Test
  void theNameFormatPutsTheFullNameTogetherAndGroupsMapByDistinguishedName() throws Exception {
    Api admin = admin();
    Unit unit = aUnit();
    String readers = aRole(List.of(grant("USER_MANAGEMENT", "READ")));
    String uid = "ivan" + UUID.randomUUID().toString().substring(0, 6);
    aPerson(unit, uid, "Ivan", null, "Petrov", "Readers");
    create(
        admin,
        configuration(
            unit,
            "FIRST_MIDDLE_LAST",
            List.of(
                Map.of(
                    "group",
                    "CN=readers," + unit.groups().toUpperCase(),
                    "roles",
                    List.of(readers)))));
    assertThat(loginAs(uid, "pw-" + uid).status()).isEqualTo(200);
    JsonNode user = admin.get("/api/v2/core/users/" + uid).json().path("user");
    assertThat(user.path("fullName").asString()).isEqualTo("Ivan Petrov");
    assertThat(user.path("roles").toString()).contains(readers);
  }

  @Test
  void aLocalUserIsNeverTakenOverByADirectoryUserOfItsName() throws Exception {
    Api admin = admin();
    Unit unit = aUnit();
    String name = "anna" + UUID.randomUUID().toString().substring(0, 6);
    Api.Response local =
        admin.post(
            "/api/v2/core/users",
            Map.of("userName", name, "password", "local-password-1", "fullName", "Anna Local"));
    assertThat(local.status()).as(local.toString()).isEqualTo(200);
    aPerson(unit, name, "Anna", null, "Directory");
    create(admin, configuration(unit, "FIRST_LAST", List.of()));

    assertThat(loginAs(name, "pw-" + name).status()).isEqualTo(401);
    assertThat(loginAs(name, "local-password-1").status()).isEqualTo(200);
    JsonNode user = admin.get("/api/v2/core/users/" + name).json().path("user");
    assertThat(user.path("fullName").asString()).isEqualTo("Anna Local");
    assertThat(user.path("external").asBoolean()).isFalse();

    // A user of another directory with the name of one already here is not that user.
    String shared = "vera" + UUID.randomUUID().toString().substring(0, 6);
    aPerson(unit, shared, "Vera", null, "First");
    assertThat(loginAs(shared, "pw-" + shared).status()).isEqualTo(200);
    Unit partnerUnit = aUnit();
    aPerson(partnerUnit, shared, "Vera", null, "Partner");
    Map<String, Object> partner = configuration(partnerUnit, "FIRST_LAST", List.of());
    @SuppressWarnings("unchecked")
    Map<String, Object> partnerDomain =
        new HashMap<>(((List<Map<String, Object>>) partner.get("domains")).get(0));
    partnerDomain.put("name", "PARTNER");
    partner.put("domains", List.of(partnerDomain));
    create(admin, partner);
    assertThat(loginAs("PARTNER\\" + shared, "pw-" + shared).status()).isEqualTo(401);
    assertThat(
            admin
                .get("/api/v2/core/users/" + shared)
                .json()
                .path("user")
                .path("fullName")
                .asString())
        .isEqualTo("Vera First");

    // An external user an administrator deactivated stays out, whatever the directory says.
    String other = "boris" + UUID.randomUUID().toString().substring(0, 6);
    aPerson(unit, other, "Boris", null, "Directory");
    assertThat(loginAs(other, "pw-" + other).status()).isEqualTo(200);
    Api.Response off = admin.put("/api/v2/core/users/" + other, Map.of("active", false));
    assertThat(off.status()).as(off.toString()).isEqualTo(200);
    assertThat(loginAs(other, "pw-" + other).status()).isEqualTo(401);
  }

  @Test
  void theBindPasswordIsStoredSealedNeverAnsweredAndEnteredAgainAfterAKeyChange() throws Exception {
    Api admin = admin();
    Unit unit = aUnit();
    String uid = "pavel" + UUID.randomUUID().toString().substring(0, 6);
    aPerson(unit, uid, "Pavel", null, "Key");
    String id = create(admin, configuration(unit, "FIRST_LAST", List.of()));

    Api.Response read = admin.get(CONFIGURATIONS + "/" + id);
    assertThat(read.status()).as(read.toString()).isEqualTo(200);
    assertThat(read.text()).doesNotContain(READER_PASSWORD);
    assertThat(read.json().path("passwordSet").asBoolean()).isTrue();
    assertThat(read.json().path("passwordEncrypted").asBoolean()).isTrue();
    assertThat(read.json().path("passwordReadable").asBoolean()).isTrue();
    assertThat(read.json().path("domains").get(0).path("adUserNameFormat").asString())
        .isEqualTo("FIRST_LAST");
    String stored =
        jdbc.sql("select bind_password from ldap_configurations where id = ?")
            .param(id)
            .query(String.class)
            .single();
    assertThat(stored).startsWith("enc:v1:").doesNotContain(READER_PASSWORD);

    JsonNode tested = admin.post(CONFIGURATIONS + "/" + id + "/test", Map.of()).json();
    assertThat(tested.path("connected").asBoolean()).as(tested.toString()).isTrue();
    assertThat(tested.path("domains").get(0).path("usersFound").asInt()).isEqualTo(1);

    // Sealed with another key (the platform key changed): unreadable, tested as such, skipped.
    String otherKey = "enc:v1:" + java.util.Base64.getEncoder().encodeToString(new byte[40]);
    jdbc.sql("update ldap_configurations set bind_password = ? where id = ?")
        .params(otherKey, id)
        .update();
    assertThat(admin.get(CONFIGURATIONS + "/" + id).json().path("passwordReadable").asBoolean())
        .isFalse();
    JsonNode failed = admin.post(CONFIGURATIONS + "/" + id + "/test", Map.of()).json();
    assertThat(failed.path("connected").asBoolean()).isFalse();
    assertThat(failed.path("error").asString()).contains("enter it again");
    assertThat(loginAs(uid, "pw-" + uid).status()).isEqualTo(401);

    // Entered again: readable, and logins go through it again.
    Map<String, Object> change = configuration(unit, "FIRST_LAST", List.of());
    Api.Response changed = admin.put(CONFIGURATIONS + "/" + id, change);
    assertThat(changed.status()).as(changed.toString()).isEqualTo(200);
    assertThat(changed.json().path("passwordReadable").asBoolean()).isTrue();
    assertThat(loginAs(uid, "pw-" + uid).status()).isEqualTo(200);

    // A change without the password keeps the stored one; a wrong one shows in the test.
    change.remove("password");
    change.put("version", changed.json().path("version").asLong());
    assertThat(admin.put(CONFIGURATIONS + "/" + id, change).status()).isEqualTo(200);
    assertThat(
            admin
                .post(CONFIGURATIONS + "/" + id + "/test", Map.of())
                .json()
                .path("connected")
                .asBoolean())
        .isTrue();
    // Pointing the stored password at another server (or bind DN) needs the password again.
    Map<String, Object> elsewhere = new HashMap<>(change);
    elsewhere.remove("version");
    elsewhere.put("serverUrl", "ldap://203.0.113.9:389");
    Api.Response moved = admin.put(CONFIGURATIONS + "/" + id, elsewhere);
    assertThat(moved.status()).as(moved.toString()).isEqualTo(400);
    assertThat(moved.errorCodes()).containsExactly("CORE_LDAP_PASSWORD_AGAIN");
    change.put("password", "wrong");
    change.remove("version");
    JsonNode refused = admin.post(CONFIGURATIONS + "/test", change).json();
    assertThat(refused.path("connected").asBoolean()).isFalse();
    assertThat(refused.path("error").asString()).contains("invalid credentials");
  }

  @Test
  void theEightNameFormatsAreListedInTheReadersLanguage() {
    JsonNode en = admin().get(CONFIGURATIONS + "/name-formats").json().path("names");
    assertThat(en).hasSize(8);
    assertThat(en.get(0).path("name").asString()).isEqualTo("LAST_FIRST_MIDDLE");
    assertThat(en.get(0).path("displayName").asString()).isEqualTo("Last First Middle");
    JsonNode ru =
        admin()
            .header("Accept-Language", "ru")
            .get(CONFIGURATIONS + "/name-formats")
            .json()
            .path("names");
    assertThat(ru.get(0).path("displayName").asString()).isEqualTo("Фамилия Имя Отчество");
  }

  @Test
  void aBadConfigurationIsRefusedWithEveryProblemAndNothingIsKept() {
    Api admin = admin();
    Map<String, Object> domain = new HashMap<>();
    domain.put("name", "CORP");
    domain.put("baseDn", "not a dn");
    domain.put("userFilter", "(uid={0}");
    domain.put("adUserNameFormat", "FIRST_ONLY");
    domain.put("defaultRoles", List.of("NO_SUCH_ROLE"));
    Map<String, Object> c = new HashMap<>();
    c.put("serverUrl", "ldap://host/with/path");
    c.put("port", 70000);
    c.put("bindDn", "nope");
    c.put("domains", List.of(domain, Map.of("name", "corp", "baseDn", BASE)));
    String id = unique("bad");
    Api.Response r = admin.post(CONFIGURATIONS + "/" + id, c);
    assertThat(r.status()).as(r.toString()).isEqualTo(400);
    assertThat(r.errorCodes())
        .contains(
            "CORE_LDAP_URL_INVALID",
            "CORE_LDAP_PORT_INVALID",
            "CORE_LDAP_DN_INVALID",
            "CORE_LDAP_FILTER_INVALID",
            "CORE_LDAP_NAME_FORMAT_UNKNOWN",
            "CORE_LDAP_DOMAIN_DUPLICATE",
            "CORE_ROLE_NOT_FOUND",
            "CORE_FIELD_REQUIRED");
    assertThat(admin.get(CONFIGURATIONS + "/" + id).status()).isEqualTo(404);
    // Null entries are problems at their paths, not server errors.
    Map<String, Object> nulls = new HashMap<>(c);
    List<Object> domains = new ArrayList<>();
    domains.add(null);
    Map<String, Object> withNullMapping = new HashMap<>();
    withNullMapping.put("name", "X");
    withNullMapping.put("baseDn", BASE);
    List<Object> mappings = new ArrayList<>();
    mappings.add(null);
    withNullMapping.put("groupRoles", mappings);
    domains.add(withNullMapping);
    nulls.put("domains", domains);
    Api.Response refusedNulls = admin.post(CONFIGURATIONS + "/" + unique("n"), nulls);
    assertThat(refusedNulls.status()).as(refusedNulls.toString()).isEqualTo(400);
    assertThat(refusedNulls.text()).contains("domains[0]", "domains[1].groupRoles[0].group");
    // A test of a configuration not saved needs its password: no anonymous bind.
    Api.Response anonymousTest =
        admin.post(
            CONFIGURATIONS + "/test",
            Map.of(
                "serverUrl",
                "localhost",
                "bindDn",
                READER,
                "domains",
                List.of(Map.of("name", "X", "baseDn", BASE))));
    assertThat(anonymousTest.status()).as(anonymousTest.toString()).isEqualTo(400);
    assertThat(anonymousTest.text()).contains("password");
    // Unknown fields, a reserved id, and the rights.
    Map<String, Object> unknown = new HashMap<>(c);
    unknown.put("colour", "red");
    assertThat(admin.post(CONFIGURATIONS + "/" + unique("x"), unknown).status()).isEqualTo(400);
    Api.Response reserved = admin.put(CONFIGURATIONS + "/name-formats", c);
    assertThat(reserved.status()).isIn(400, 404, 405);
    Api stranger = aUserWithRoles();
    assertThat(stranger.get(CONFIGURATIONS).status()).isEqualTo(403);
    assertThat(stranger.post(CONFIGURATIONS + "/" + id, c).status()).isEqualTo(403);
  }
}
