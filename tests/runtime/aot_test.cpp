#include <fstream>

#include <catch2/catch.hpp>
#include <fmt/format.h>

#include "hsaco/code_object.h"
#include "runtime/aot.h"
#include "examples/ir_sources.h"
#include "tests/runtime/test_support.h"

using namespace gfxtile;
using gfxtile::testing::TemporaryDirectory;

namespace {

std::string read_text(const std::filesystem::path& path) {
  std::ifstream file(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
}

// A registry of the two IR examples alone, as a user's program would fill its own.
const KernelRegistry& example_registry() {
  static const KernelRegistry* registry = [] {
    auto* made = new KernelRegistry;
    examples::register_ir_kernels(*made);
    return made;
  }();
  return *registry;
}

std::vector<KernelRequest> requests(std::initializer_list<const char*> names) {
  std::vector<KernelRequest> list;
  for (const char* name : names) list.push_back(KernelRequest::parse(name));
  return list;
}

}  // namespace

TEST_CASE("an AOT bundle holds a code object per target, a launcher header and a manifest", "[runtime][aot]") {
  TemporaryDirectory directory;
  CompilerSettings settings;
  settings.disk_cache = false;
  Compiler compiler(settings);
  const std::vector<TargetId> targets = {TargetId::parse("gfx942"), TargetId::parse("gfx950:sramecc+"),
                                         TargetId::parse("gfx1250")};
  const auto result = build_aot_bundle({requests({"vector_add", "matrix_tile"}), targets, directory.path() / "bundle"}, compiler,
                                       example_registry());
  CHECK(result.files.size() == 2 * 3 + 2 + 1);
  const std::string manifest = read_text(directory.path() / "bundle" / "manifest.json");
  for (const auto& kernel : {"vector_add", "matrix_tile"}) {
    for (const auto& target : targets) {
      const auto file = directory.path() / "bundle" / fmt::format("{}.{}.hsaco", kernel, target_file_part(target));
      INFO(file);
      std::ifstream stream(file, std::ios::binary);
      std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(stream)), std::istreambuf_iterator<char>());
      CodeObject object = CodeObject::parse(bytes);
      CHECK(object.target() == target);
      CHECK(object.kernels().front().name == kernel);
      CHECK_THAT(manifest, Catch::Contains(fmt::format("\"sha256\": \"{}\"", to_hex(sha256(object.bytes())))));
    }
  }
  // The launcher packs each parameter at the offset the code object's metadata gives.
  CodeObject gfx942 = CodeObject::parse(compiler.compile(examples::named_kernel("vector_add").source(targets[0]), targets[0])->hsaco());
  const std::string header = read_text(directory.path() / "bundle" / "vector_add.h");
  for (const auto& argument : gfx942.kernel("vector_add").metadata.arguments) {
    if (argument.is_hidden()) continue;
    CHECK_THAT(header, Catch::Contains(fmt::format("std::memcpy(arguments + {}, &{}, {});", argument.offset,
                                                   argument.name, argument.size)));
  }
  CHECK_THAT(header, Catch::Contains("const float* x"));
  CHECK_THAT(header, Catch::Contains("int32_t n) const"));
  CHECK_THAT(header, Catch::Contains("hipModuleLaunchKernel"));
  CHECK_THAT(header, Catch::Contains("\"gfx950:sramecc+\""));
}

TEST_CASE("AOT refuses unknown kernels and empty requests", "[runtime][aot]") {
  TemporaryDirectory directory;
  CompilerSettings settings;
  settings.disk_cache = false;
  Compiler compiler(settings);
  CHECK_THROWS_WITH(build_aot_bundle({requests({"no_such_kernel"}), {TargetId::parse("gfx942")}, directory.path()},
                                     compiler, example_registry()),
                    Catch::Contains("known: matrix_tile, vector_add"));
  CHECK_THROWS_WITH(build_aot_bundle({{}, {TargetId::parse("gfx942")}, directory.path()}, compiler, example_registry()),
                    Catch::Contains("at least one kernel"));
}
