// The kernel registry: requests parsed and checked against a family's parameters, names made
// for bundles, clear errors for what is wrong.
#include <catch2/catch.hpp>

#include "core/error.h"
#include "examples/ir_sources.h"
#include "runtime/kernel_registry.h"

using namespace gfxtile;

namespace {

KernelFamily family_with_parameters() {
  KernelFamily family;
  family.name = "test.scaled";
  family.description = "a family with parameters";
  family.parameters = {{"H", ParameterKind::integer, "16", "key heads"},
                       {"HV", ParameterKind::integer, "", "value heads"},
                       {"gate", ParameterKind::text, "silu", "gate activation"},
                       {"fast", ParameterKind::boolean, "0", "fast math"}};
  family.source = [](const TargetId& target, const KernelParameters&) { return examples::named_kernel("vector_add").source(target); };
  family.argument_types = [](const TargetId&, const KernelParameters&) { return std::vector<std::string>{}; };
  return family;
}

}  // namespace

TEST_CASE("kernel requests parse names and parameters, lists split between kernels", "[runtime][registry]") {
  const KernelRequest plain = KernelRequest::parse("vector_add");
  CHECK(plain.family == "vector_add");
  CHECK(plain.values.empty());
  const KernelRequest with = KernelRequest::parse("gdn.chunk_h:H=16,HV=32");
  CHECK(with.family == "gdn.chunk_h");
  CHECK(with.values.at("H") == "16");
  CHECK(with.values.at("HV") == "32");
  const auto list = KernelRequest::parse_list("gdn.chunk_h:H=16,HV=32,vector_add,hc.mix:M=24");
  REQUIRE(list.size() == 3);
  CHECK(list[0].values.size() == 2);
  CHECK(list[1].family == "vector_add");
  CHECK(list[2].values.at("M") == "24");
  CHECK_THROWS_WITH(KernelRequest::parse("a:H"), Catch::Contains("is not NAME=VALUE"));
  CHECK_THROWS_WITH(KernelRequest::parse("a:H=1,H=2"), Catch::Contains("sets 'H' twice"));
  CHECK_THROWS_WITH(KernelRequest::parse_list("H=1,a"), Catch::Contains("starts with a parameter"));
}

TEST_CASE("parameters are checked against the family's specs", "[runtime][registry]") {
  KernelRegistry registry;
  registry.add(family_with_parameters());
  const ResolvedKernel resolved = resolve(registry, KernelRequest::parse("test.scaled:HV=32,gate=sigmoid"));
  CHECK(resolved.parameters.integer("H") == 16);
  CHECK(resolved.parameters.integer("HV") == 32);
  CHECK(resolved.parameters.text("gate") == "sigmoid");
  CHECK(!resolved.parameters.boolean("fast"));
  CHECK(resolved.parameters.to_string() == "H=16,HV=32,gate=sigmoid,fast=0");
  CHECK(resolved.bundle_name == "test_scaled_HV32_gatesigmoid");
  CHECK_THROWS_WITH(resolve(registry, KernelRequest::parse("test.scaled")), Catch::Contains("needs parameter 'HV'"));
  CHECK_THROWS_WITH(resolve(registry, KernelRequest::parse("test.scaled:HV=x")), Catch::Contains("is not an integer"));
  CHECK_THROWS_WITH(resolve(registry, KernelRequest::parse("test.scaled:HV=1,V=2")),
                    Catch::Contains("has no parameter 'V'") && Catch::Contains("H, HV, gate, fast"));
  CHECK_THROWS_WITH(resolve(registry, KernelRequest::parse("test.other")), Catch::Contains("known: test.scaled"));
}

TEST_CASE("the registry refuses duplicate, malformed and incomplete families", "[runtime][registry]") {
  KernelRegistry registry;
  registry.add(family_with_parameters());
  CHECK_THROWS_WITH(registry.add(family_with_parameters()), Catch::Contains("registered twice"));
  KernelFamily bad = family_with_parameters();
  bad.name = "Bad Name";
  CHECK_THROWS_WITH(registry.add(bad), Catch::Contains("must be lowercase"));
  KernelFamily no_source = family_with_parameters();
  no_source.name = "test.empty";
  no_source.source = nullptr;
  CHECK_THROWS_WITH(registry.add(no_source), Catch::Contains("needs a source"));
  KernelFamily bad_default = family_with_parameters();
  bad_default.name = "test.default";
  bad_default.parameters[0].default_value = "sixteen";
  CHECK_THROWS_WITH(registry.add(bad_default), Catch::Contains("default 'sixteen'"));
  examples::register_ir_kernels(registry);
  CHECK(registry.families().size() == 3);
  CHECK(registry.contains("matrix_tile"));
}
