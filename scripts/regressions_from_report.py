#!/usr/bin/env python3
"""Turns the counterexamples of a geoverify JSON report (`geoverify run
--report FILE`, or a Campaign's write_json_file) into GoogleTest regression
tests, one per counterexample: the hex-float literals pasted verbatim, the
oracle's exact relation, and the routine's expected answer.

  * a specimen row (geoverify's own transcribed routines) asserts the
    specimen's wrong answer through its registered adapter
    (tests/specimens/campaign_regressions_test.cpp is generated this way);
  * a user row (your routine) asserts the exact answer, so the test fails
    until the routine is fixed; a crash is expected in a child process
    (EXPECT_DEATH), a hang is marked to run alone under a timeout. The test
    calls the routine by its name on the case, or by the callable that
    --call NAME=CALLABLE gives; a row whose name is not a C++ name and has no
    --call is left out, with a note on stderr.

A quantity row (a routine returning numbers: ray-aabb-hit, ...) asserts
the number contract on a wrong number -- the specimen's number breaks it,
a user's must meet it -- and, on a false hit or miss, whether a value came
back at all.

Leaks are a whole mesh, not one case: left out, with a note.

Installed with the kit as `geoverify-regressions`.

usage: geoverify-regressions REPORT.json [SEED] [--call NAME=CALLABLE]...
                             [--include HEADER]... [--rows specimen|user|all] > FILE
Exit status: 0, or 2 (with a one-line reason) on bad usage or a malformed report."""
import json
import re
import sys


def ident(s):
    return "".join(p[:1].upper() + p[1:] for p in re.split(r"[^A-Za-z0-9]+", s) if p)


# The case type of a query and the names of its two shapes come from the
# report itself ("ray-triangle" -> RayTriangle; the literal declares the
# shapes in case order), so a new query needs no edit here.
def case_type(query):
    return ident(query)


def shape_names(literal):
    return re.findall(r"^const gv::\w+<\w+> (\w+)\{", literal, re.M)


CPP_NAME = re.compile(r"^(::)?[A-Za-z_]\w*(::[A-Za-z_]\w*)*$")

SPECIMEN_PRELUDE = """
template <class C>
bool specimen(const std::string& name, const C& c) {
  for (const auto& impl : gv::specimens::specimens<C>()) {
    if (impl.name != name) continue;
    // a case outside the specimen's declared inputs would not be a finding
    if (impl.accepts && !impl.accepts(c)) throw std::runtime_error(name + " does not accept the case");
    return gv::query::answers_hit(impl, c);
  }
  throw std::runtime_error("no specimen " + name);
}

/// A quantity specimen's numbers judged under its number contract.
template <class C>
gv::exact::NumberVerdict specimen_numbers(const std::string& name, const C& c) {
  for (const auto& impl : gv::specimens::specimens<C>()) {
    if (impl.name != name) continue;
    if (impl.accepts && !impl.accepts(c)) throw std::runtime_error(name + " does not accept the case");
    return gv::exact::judge_numbers<C>(gv::exact::exact_numbers(c), impl.numbers(c), impl.number_contract,
                                       gv::exact::oracle(c).scale);
  }
  throw std::runtime_error("no specimen " + name);
}
"""

# A number contract as the report names it ("ulps(4)", "bracket") -> C++.
NUMBER_CONTRACT = re.compile(r"^(ulps|relative|absolute|bracket)(?:\(([^)]*)\))?$")


def number_contract(text):
    m = NUMBER_CONTRACT.match(text)
    if not m:
        return None
    return "gv::query::NumberContract::%s(%s)" % (m.group(1), m.group(2) or "")


def usage_error(reason):
    sys.stderr.write("geoverify-regressions: %s\n" % reason)
    sys.exit(2)


def parse_args(argv):
    opts = {"report": None, "seed": None, "calls": {}, "includes": [], "rows": "all"}
    i = 0
    while i < len(argv):
        a = argv[i]
        if a in ("-h", "--help"):
            print(__doc__)
            sys.exit(0)
        if a in ("--call", "--include", "--rows"):
            if i + 1 >= len(argv):
                usage_error("option '%s' needs a value" % a)
            v = argv[i + 1]
            i += 2
            if a == "--call":
                name, eq, call = v.rpartition("=")
                if not eq or not name or not CPP_NAME.match(call):
                    usage_error("--call needs NAME=CALLABLE with a C++ name on the right, got '%s'" % v)
                opts["calls"][name] = call
            elif a == "--include":
                opts["includes"].append(v)
            else:
                if v not in ("specimen", "user", "all"):
                    usage_error("--rows needs specimen, user or all, got '%s'" % v)
                opts["rows"] = v
            continue
        if a.startswith("-"):
            usage_error("unknown option '%s' (try --help)" % a)
        if opts["report"] is None:
            opts["report"] = a
        elif opts["seed"] is None:
            if not a.isdigit():
                usage_error("SEED must be an unsigned integer, got '%s'" % a)
            opts["seed"] = a
        else:
            usage_error("unexpected argument '%s'" % a)
        i += 1
    if opts["report"] is None:
        usage_error("needs the JSON report (try --help)")
    return opts


def load(path):
    try:
        with open(path) as f:
            text = f.read()
    except OSError as e:
        usage_error("cannot read '%s': %s" % (path, e.strerror))
    try:
        report = json.loads(text)
        report["rows"], report["seed"]
    except (ValueError, KeyError, TypeError) as e:
        line = getattr(e, "lineno", None)
        usage_error("%s%s: not a geoverify report (%s)" % (path, ":%d" % line if line else "", e))
    return report


def header_comment(row, cx, seed):
    margin = cx["relative_margin"]
    margin = margin if isinstance(margin, (int, float)) else 0.0
    selection = "" if cx.get("selection", "first") == "first" else cx["selection"] + " "
    return ("// %s, %s: %s%s found by `geoverify run --seed %s` (generator class %s;\n"
            "// %s, oracle: %s, relative margin %.3g).\n" %
            (row["implementation"], row["query"], selection, cx["kind"], seed, cx["generator_class"],
             cx["degeneracy_class"], cx["oracle"], margin))


def main():
    opts = parse_args(sys.argv[1:])
    report = load(opts["report"])
    seed = opts["seed"] or str(report["seed"])
    specimen_tests, user_tests, seen = [], [], set()
    for row in report["rows"]:
        role = row["role"]
        if role not in ("specimen", "user") or opts["rows"] not in (role, "all"):
            continue
        query, scalar = row["query"].split("/")
        t = "float" if scalar == "f32" else "double"
        call = opts["calls"].get(row["implementation"])
        if role == "user" and call is None:
            if not CPP_NAME.match(row["implementation"]):
                if row["counterexamples"]:
                    sys.stderr.write("geoverify-regressions: left out %s (%s): not a C++ name; "
                                     "give --call '%s=<callable on the case>'\n" %
                                     (row["implementation"], row["query"], row["implementation"]))
                continue
            call = row["implementation"]
        for cx in row["counterexamples"]:
            if cx["kind"] == "leak":
                sys.stderr.write("geoverify-regressions: left out a leak of %s (%s): a whole mesh, not one case\n" %
                                 (row["implementation"], row["query"]))
                continue
            selection = "" if cx.get("selection", "first") == "first" else ident(cx["selection"])
            name = ident(row["implementation"]) + ident(row["query"].replace("/", "-")) * (role == "user") + \
                ident(cx["kind"]) + selection
            if role == "specimen":
                name = ident(row["implementation"]) + ident(cx["kind"])
                if selection:
                    continue  # a specimen keeps its first counterexample of each kind
            if name in seen:
                name += "At%s" % cx["case"]
                if name in seen:
                    continue
            seen.add(name)
            a, b = shape_names(cx["literal"])
            body = "\n".join("  " + line for line in cx["literal"].split("\n"))
            case = "  const gv::query::%s<%s> c{%s, %s};\n" % (case_type(query), t, a, b)
            oracle = "  EXPECT_EQ(gv::exact::oracle(c).relation, gv::Relation::%s);\n" % cx["oracle"]
            quantity = "error_ulps" in row
            contract = number_contract(row["contract"]) if quantity else None
            if quantity and contract is None:
                usage_error("row %s (%s): unknown number contract '%s'" %
                            (row["implementation"], row["query"], row["contract"]))
            if role == "specimen" and cx["kind"] == "wrong number":
                specimen_tests.append(
                    header_comment(row, cx, seed) + "// %s\nTEST(CampaignRegressions, %s) {\n%s\n%s"
                    "  EXPECT_FALSE(specimen_numbers<gv::query::%s<%s>>(\"%s\", c).holds);\n%s}\n" %
                    (cx.get("detail", ""), name, body, case, case_type(query), t, row["implementation"], oracle))
                continue
            if role == "specimen":
                wrong = "true" if cx["kind"] == "false hit" else "false"
                specimen_tests.append(
                    header_comment(row, cx, seed) + "TEST(CampaignRegressions, %s) {\n%s\n%s"
                    "  EXPECT_EQ(specimen<gv::query::%s<%s>>(\"%s\", c), %s);\n%s}\n" %
                    (name, body, case, case_type(query), t, row["implementation"], wrong, oracle))
                continue
            hit = cx["oracle"] in ("touching", "overlapping")
            answered = "%s(c).present" % call if quantity else "%s(c)" % call
            expect = "%s(%s);" % ("EXPECT_TRUE" if hit else "EXPECT_FALSE", answered)
            if cx["kind"] == "wrong number":
                # the routine's number against the exact one, under the row's contract
                expect = ("const auto v = gv::exact::judge_numbers<gv::query::%s<%s>>(gv::exact::exact_numbers(c), "
                          "%s(c), %s, gv::exact::oracle(c).scale);\n  EXPECT_TRUE(v.holds) << v.answer << \"; exact \" "
                          "<< v.exact << \"; \" << v.why;" % (case_type(query), t, call, contract))
            if cx["kind"] == "crash":
                check = ("  // crashes here (%s): expected in a child process until fixed, then\n"
                         "  // %s\n  EXPECT_DEATH(%s(c), \"\");\n" % (cx.get("detail", ""), expect, call))
            elif cx["kind"] == "timeout":
                check = ("  // does not return here: run this test alone under a timeout until fixed\n"
                         "  // (ctest --timeout 10 -R %s)\n  %s\n" % (name, expect))
            elif cx["kind"] == "wrong number":
                check = "  // it returned %s\n  %s\n" % (cx.get("detail", ""), expect)
            else:
                check = "  %s  // the exact answer: %s\n" % (expect, cx["oracle"])
            user_tests.append(header_comment(row, cx, seed) + "TEST(GeoverifyRegressions, %s) {\n%s\n%s%s%s}\n" %
                              (name, body, case, oracle, check))
    includes = ["geoverify/exact/oracle.h", "geoverify/exact/quantity.h", "geoverify/query/cases.h"]
    if specimen_tests:
        includes.append("geoverify/specimens/registry.h")
    print("// Regression tests generated by geoverify-regressions (scripts/regressions_from_report.py)\n"
          "// from the JSON report of `geoverify run --seed %s`: each counterexample's hex-float\n"
          "// literals pasted verbatim, the oracle's exact relation, and the routine's expected\n"
          "// answer. Regenerate when a routine or a generator changes.\n"
          "#include <gtest/gtest.h>\n\n#include <limits>\n#include <stdexcept>\n#include <string>\n" % seed)
    print("\n".join('#include "%s"' % h for h in includes + opts["includes"]))
    print("\nnamespace {")
    if specimen_tests:
        print(SPECIMEN_PRELUDE)
    print("\n".join(specimen_tests + user_tests))
    print("}  // namespace")
    sys.stderr.write("geoverify-regressions: %d tests (%d of specimens, %d of user routines)\n" %
                     (len(specimen_tests) + len(user_tests), len(specimen_tests), len(user_tests)))


if __name__ == "__main__":
    main()
