package org.platform.mdm.bench;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.platform.mdm.matching.model.BlockingKeys;
import org.platform.mdm.matching.model.Compared;
import org.platform.mdm.matching.model.Comparison;
import org.platform.mdm.matching.model.Estimation;
import org.platform.mdm.matching.model.Evidence;
import org.platform.mdm.matching.model.MatchRule;
import org.platform.mdm.matching.model.MatchSet;
import org.platform.mdm.matching.model.MatchingModel;
import org.platform.mdm.matching.model.Patterns;
import org.platform.mdm.matching.model.WeightedRule;

/**
 * What the estimation learns from, key by key, with the truth beside it: each blocking key's
 * candidate pairs (blocks within the cap, as the estimation takes them), how many are true matches,
 * and what expectation–maximisation over them finds (the product's {@link Estimation}, started from
 * the naive rule's m, u held at the estimate's) against the true level shares among that key's
 * matches. The server averages the keys' m by their pairs; this shows which key pulls which way.
 */
final class EstimateDiagnosis {

  private EstimateDiagnosis() {}

  static String table(
      MatchingModel naive,
      WeightedRule estimated,
      Map<String, Compared> records,
      Set<String> truth,
      int cap) {
    MatchSet set = naive.sets().get(0);
    MatchRule matchRule = set.rules().get(0);
    WeightedRule rule = matchRule.weighted();
    List<String> keys = new ArrayList<>(records.keySet());
    List<Map<Long, List<Integer>>> blocks = new ArrayList<>();
    for (int k = 0; k < rule.blocking().size(); k++) {
      blocks.add(new HashMap<>());
    }
    for (int i = 0; i < keys.size(); i++) {
      List<Set<Long>> forms =
          BlockingKeys.ofRule(naive, set, matchRule, records.get(keys.get(i)).values());
      for (int k = 0; k < forms.size(); k++) {
        for (Long form : forms.get(k)) {
          blocks.get(k).computeIfAbsent(form, x -> new ArrayList<>(2)).add(i);
        }
      }
    }
    double[][] u = new double[rule.evidence().size()][];
    for (int e = 0; e < u.length; e++) {
      Evidence ev = estimated.evidence().get(e);
      u[e] = new double[ev.levels().size() + 1];
      for (int l = 0; l < ev.levels().size(); l++) {
        u[e][l] = ev.levels().get(l).u();
      }
      u[e][ev.levels().size()] = ev.elseU();
    }
    StringBuilder out = new StringBuilder();
    out.append(
        "| blocking key | candidate pairs | true matches | EM's match share | m of the first"
            + " level / of none: EM's, true among the key's matches |\n|---|---|---|---|---|\n");
    for (int k = 0; k < blocks.size(); k++) {
      Set<String> pairs = new HashSet<>();
      for (List<Integer> block : blocks.get(k).values()) {
        if (block.size() < 2 || block.size() > cap + 1) {
          continue;
        }
        for (int i = 0; i < block.size(); i++) {
          for (int j = i + 1; j < block.size(); j++) {
            String a = keys.get(block.get(i));
            String b = keys.get(block.get(j));
            if (records.get(a).linkable(records.get(b), rule.linkage())) {
              pairs.add(PairQuality.pair(a, b));
            }
          }
        }
      }
      Patterns patterns = new Patterns();
      Set<String> matches = new HashSet<>();
      for (String p : pairs) {
        String[] ab = p.split("\\|");
        patterns.add(
            rule.score(records.get(ab[0]).prepared(rule), records.get(ab[1]).prepared(rule)));
        if (truth.contains(p)) {
          matches.add(p);
        }
      }
      boolean[] excluded = excluded(rule, rule.blocking().get(k));
      Estimation.Found found = Estimation.m(rule, u, excluded, patterns.counts());
      double[][] trueM = EstimatedModel.shares(rule, records, matches);
      StringBuilder m = new StringBuilder();
      for (int e = 0; e < excluded.length; e++) {
        if (excluded[e]) {
          continue;
        }
        int none = found.m()[e].length - 1;
        m.append(
            String.format(
                Locale.ROOT,
                "%s %.2f/%.2f, %.2f/%.2f; ",
                String.join("+", rule.evidence().get(e).attributes()),
                found.m()[e][0],
                trueM[e][0],
                found.m()[e][none],
                trueM[e][none]));
      }
      out.append(
          String.format(
              Locale.ROOT,
              "| %s | %,d | %,d (%.3f) | %.3f | %s|%n",
              describe(rule.blocking().get(k)),
              pairs.size(),
              matches.size(),
              pairs.isEmpty() ? 0 : (double) matches.size() / pairs.size(),
              found.matchShare(),
              m));
    }
    return out.append('\n').toString();
  }

  private static boolean[] excluded(WeightedRule rule, List<Comparison> key) {
    Set<String> blocked = new HashSet<>();
    key.forEach(c -> blocked.addAll(c.attributes()));
    boolean[] excluded = new boolean[rule.evidence().size()];
    for (int e = 0; e < excluded.length; e++) {
      excluded[e] = rule.evidence().get(e).attributes().stream().anyMatch(blocked::contains);
    }
    return excluded;
  }

  private static String describe(List<Comparison> key) {
    return key.stream()
        .map(c -> String.join("+", c.attributes()) + " " + c.type())
        .collect(Collectors.joining(" & "));
  }
}
