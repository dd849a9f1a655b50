#include <fcntl.h>
#include <unistd.h>

#include <atomic>
#include <cstdio>
#include <fstream>
#include <thread>
#include <set>
#include <sstream>

#include <catch2/catch.hpp>
#include <fmt/format.h>

#include "lowering/codegen.h"
#include "runtime/disk_cache.h"
#include "examples/ir_sources.h"
#include "runtime/jit.h"
#include "tests/runtime/test_support.h"

using namespace gfxtile;
using gfxtile::testing::count_entries;
using gfxtile::testing::count_temporaries;
using gfxtile::testing::helper_command;
using gfxtile::testing::run_command;
using gfxtile::testing::ScopedEnvironment;
using gfxtile::testing::TemporaryDirectory;

namespace {

const TargetId kGfx942 = TargetId::parse("gfx942");

CompilerSettings disk_settings(const std::filesystem::path& directory) {
  CompilerSettings settings;
  settings.cache_directory = directory;
  settings.environment = code_environment();  // as the helper processes see it
  return settings;
}

// The code object compiled directly, without any cache: the independent expectation.
std::vector<uint8_t> direct_compile(const KernelSource& source, const TargetId& target) {
  return compile_llvm_ir(source.text, target);
}

std::vector<uint8_t> read_bytes(const std::filesystem::path& path) {
  std::ifstream file(path, std::ios::binary);
  return std::vector<uint8_t>(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
}

void write_bytes(const std::filesystem::path& path, const std::vector<uint8_t>& bytes) {
  std::ofstream file(path, std::ios::binary | std::ios::trunc);
  file.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
}

// "compiled <key> <sha>" from the helper, split.
std::vector<std::string> words(const std::string& text) {
  std::istringstream stream(text);
  std::vector<std::string> result;
  for (std::string word; stream >> word;) result.push_back(word);
  return result;
}

std::string helper_compile(const std::filesystem::path& cache, const std::string& kernel, const std::string& target,
                           const std::string& barrier = "") {
  return fmt::format("env -u GFXTILE_CACHE -u GFXTILE_DUMP GFXTILE_CACHE_DIR='{}' {} compile {} {} {}", cache.string(),
                     helper_command(), kernel, target, barrier.empty() ? "" : "'" + barrier + "'");
}

}  // namespace

TEST_CASE("memory and disk hits return the code that was compiled", "[runtime][cache]") {
  TemporaryDirectory directory;
  const KernelSource source = examples::named_kernel("vector_add").source(kGfx942);
  const std::vector<uint8_t> expected = direct_compile(source, kGfx942);

  Compiler first(disk_settings(directory.path()));
  CompileOrigin origin{};
  auto compiled = first.compile(source, kGfx942, {}, &origin);
  CHECK(origin == CompileOrigin::compiled);
  CHECK(compiled->hsaco() == expected);
  CHECK(compiled->code_object.kernel("vector_add").metadata.arguments.size() >= 4);
  auto again = first.compile(source, kGfx942, {}, &origin);
  CHECK(origin == CompileOrigin::memory);
  CHECK(again.get() == compiled.get());
  CHECK(count_entries(directory.path()) == 1);

  Compiler second(disk_settings(directory.path()));
  auto loaded = second.compile(source, kGfx942, {}, &origin);
  CHECK(origin == CompileOrigin::disk);
  CHECK(loaded->hsaco() == expected);
  CHECK(loaded->key == compiled->key);
  CHECK(second.statistics().disk_hits == 1);
  CHECK(second.statistics().compilations == 0);

  // Another target is another entry, never the first one's code.
  auto other = second.compile(examples::named_kernel("vector_add").source(TargetId::parse("gfx950")), TargetId::parse("gfx950"), {}, &origin);
  CHECK(origin == CompileOrigin::compiled);
  CHECK(other->code_object.target().architecture == Architecture::gfx950);
  CHECK(count_entries(directory.path()) == 2);
}

TEST_CASE("GFXTILE_CACHE=off compiles every time and writes nothing", "[runtime][cache]") {
  TemporaryDirectory directory;
  ScopedEnvironment cache("GFXTILE_CACHE", "off");
  ScopedEnvironment cache_dir("GFXTILE_CACHE_DIR", directory.path().string());
  const CompilerSettings settings = CompilerSettings::from_environment();
  CHECK_FALSE(settings.memory_cache);
  CHECK_FALSE(settings.disk_cache);
  Compiler compiler(settings);
  const KernelSource source = examples::named_kernel("vector_add").source(kGfx942);
  CompileOrigin origin{};
  compiler.compile(source, kGfx942, {}, &origin);
  compiler.compile(source, kGfx942, {}, &origin);
  CHECK(origin == CompileOrigin::compiled);
  CHECK(compiler.statistics().compilations == 2);
  CHECK(count_entries(directory.path()) == 0);
  {
    ScopedEnvironment bogus("GFXTILE_CACHE", "sometimes");
    CHECK_THROWS_WITH(CompilerSettings::from_environment(), Catch::Contains("GFXTILE_CACHE='sometimes'"));
  }
}

TEST_CASE("the default cache directory follows GFXTILE_CACHE_DIR, then XDG, then HOME", "[runtime][cache]") {
  ScopedEnvironment cache_dir("GFXTILE_CACHE_DIR", "/tmp/a");
  ScopedEnvironment xdg("XDG_CACHE_HOME", "/tmp/b");
  ScopedEnvironment home("HOME", "/tmp/c");
  CHECK(DiskCache::default_directory() == "/tmp/a");
  ::unsetenv("GFXTILE_CACHE_DIR");
  CHECK(DiskCache::default_directory() == "/tmp/b/gfxtile");
  ::unsetenv("XDG_CACHE_HOME");
  CHECK(DiskCache::default_directory() == "/tmp/c/.cache/gfxtile");
}

TEST_CASE("truncated entries are rebuilt", "[runtime][cache]") {
  TemporaryDirectory directory;
  const KernelSource source = examples::named_kernel("vector_add").source(kGfx942);
  auto original = Compiler(disk_settings(directory.path())).compile(source, kGfx942);
  const auto path = DiskCache(directory.path()).entry_path(original->key);
  const std::vector<uint8_t> good = read_bytes(path);
  REQUIRE(good.size() > 200);
  for (size_t length : {size_t{0}, size_t{10}, size_t{95}, size_t{96}, good.size() / 2, good.size() - 1}) {
    INFO("truncated to " << length << " bytes");
    write_bytes(path, std::vector<uint8_t>(good.begin(), good.begin() + static_cast<std::ptrdiff_t>(length)));
    Compiler compiler(disk_settings(directory.path()));
    CompileOrigin origin{};
    auto rebuilt = compiler.compile(source, kGfx942, {}, &origin);
    CHECK(origin == CompileOrigin::compiled);
    CHECK(compiler.statistics().damaged_entries == 1);
    CHECK(rebuilt->hsaco() == original->hsaco());
    CHECK(read_bytes(path) == good);  // the rebuilt entry is whole again
  }
}

TEST_CASE("bit-flipped and misplaced entries are detected", "[runtime][cache]") {
  TemporaryDirectory directory;
  const KernelSource source = examples::named_kernel("vector_add").source(kGfx942);
  auto original = Compiler(disk_settings(directory.path())).compile(source, kGfx942);
  DiskCache cache(directory.path());
  const auto path = cache.entry_path(original->key);
  const std::vector<uint8_t> good = read_bytes(path);
  // Every header byte, then every 7th byte of description and payload, each with a different bit.
  int checked = 0;
  for (size_t position = 0; position < good.size(); position += position < 96 ? 1 : 7) {
    std::vector<uint8_t> bad = good;
    bad[position] ^= static_cast<uint8_t>(1u << (position % 8));
    write_bytes(path, bad);
    bool damaged = false;
    INFO("bit flipped at byte " << position);
    CHECK_FALSE(cache.load(original->key, kGfx942, &damaged).has_value());
    CHECK(damaged);
    ++checked;
  }
  CHECK(checked > 150);

  // A full rebuild through the compiler after a flip in the payload.
  std::vector<uint8_t> bad = good;
  bad[good.size() - 100] ^= 0x10;
  write_bytes(path, bad);
  Compiler compiler(disk_settings(directory.path()));
  CompileOrigin origin{};
  auto rebuilt = compiler.compile(source, kGfx942, {}, &origin);
  CHECK(origin == CompileOrigin::compiled);
  CHECK(rebuilt->hsaco() == original->hsaco());
  CHECK(read_bytes(path) == good);

  // A whole, valid entry under another key's name is not that key's code.
  const KernelSource other = examples::named_kernel("matrix_tile").source(kGfx942);
  const CacheKey other_key = compiler.key(other, kGfx942, {});
  std::filesystem::copy_file(path, cache.entry_path(other_key));
  bool damaged = false;
  CHECK_FALSE(cache.load(other_key, kGfx942, &damaged).has_value());
  CHECK(damaged);
}

TEST_CASE("cache entries are listed and cleared", "[runtime][cache]") {
  TemporaryDirectory directory;
  Compiler compiler(disk_settings(directory.path()));
  compiler.compile(examples::named_kernel("vector_add").source(kGfx942), kGfx942);
  compiler.compile(examples::named_kernel("matrix_tile").source(kGfx942), kGfx942);
  DiskCache cache(directory.path());
  const auto entries = cache.list();
  REQUIRE(entries.size() == 2);
  std::set<std::string> names;
  for (const auto& entry : entries) {
    CHECK(entry.valid);
    CHECK_THAT(entry.description, Catch::Contains("target=gfx942"));
    names.insert(entry.kernel_names);
  }
  CHECK(names == std::set<std::string>{"vector_add", "matrix_tile"});
  CHECK(cache.clear() == 2);
  CHECK(cache.list().empty());
}

TEST_CASE("hits and misses across processes", "[runtime][cache][process]") {
  TemporaryDirectory directory;
  auto first = run_command(helper_compile(directory.path(), "vector_add", "gfx942"));
  REQUIRE(first.exit_code == 0);
  auto second = run_command(helper_compile(directory.path(), "vector_add", "gfx942"));
  REQUIRE(second.exit_code == 0);
  auto third = run_command(helper_compile(directory.path(), "vector_add", "gfx942:xnack+"));
  REQUIRE(third.exit_code == 0);
  const auto first_words = words(first.output), second_words = words(second.output),
             feature_words = words(third.output);
  REQUIRE(first_words.size() == 3);
  REQUIRE(second_words.size() == 3);
  REQUIRE(feature_words.size() == 3);
  CHECK(first_words[0] == "compiled");
  CHECK(second_words[0] == "disk");
  CHECK(feature_words[0] == "compiled");  // a target feature is a miss
  CHECK(first_words[1] == second_words[1]);
  CHECK(first_words[2] == second_words[2]);
  CHECK(first_words[1] != feature_words[1]);

  // A code-changing setting is a miss; a runtime-only one is not.
  auto knob = run_command("GFXTILE_LOWERING_KNOB=1 " + helper_compile(directory.path(), "vector_add", "gfx942"));
  auto quiet = run_command("GFXTILE_DEVICE=emu GFXTILE_EMU_THREADS=2 " + helper_compile(directory.path(), "vector_add", "gfx942"));
  REQUIRE(knob.exit_code == 0);
  REQUIRE(quiet.exit_code == 0);
  const auto knob_words = words(knob.output), runtime_only_words = words(quiet.output);
  REQUIRE(knob_words.size() == 3);
  REQUIRE(runtime_only_words.size() == 3);
  CHECK(knob_words[0] == "compiled");
  CHECK(knob_words[1] != first_words[1]);
  CHECK(runtime_only_words[0] == "disk");
  CHECK(runtime_only_words[1] == first_words[1]);

  // This process computes the same key and finds the other processes' entry.
  Compiler compiler(disk_settings(directory.path()));
  CompileOrigin origin{};
  const KernelSource source = examples::named_kernel("vector_add").source(kGfx942);
  auto compiled = compiler.compile(source, kGfx942, {}, &origin);
  CHECK(origin == CompileOrigin::disk);
  CHECK(compiled->key.hex() == first_words[1]);
  CHECK(to_hex(sha256(compiled->hsaco())) == first_words[2]);
  CHECK(to_hex(sha256(direct_compile(source, kGfx942))) == first_words[2]);
}

TEST_CASE("eight processes compiling one kernel at once leave one valid entry", "[runtime][cache][process]") {
  TemporaryDirectory directory;
  const auto outputs = directory.path() / "outputs";
  const auto barrier = directory.path() / "barrier";
  std::filesystem::create_directories(outputs);
  std::filesystem::create_directories(barrier);
  // The helpers wait at a barrier until all eight are ready, then compile at once; the shell
  // releases them when eight ready files exist.
  std::string script;
  for (int i = 0; i < 8; ++i)
    script += fmt::format("( {} > '{}/{}' 2>&1; echo \"exit $?\" >> '{}/{}' ) & ",
                          helper_compile(directory.path(), "matrix_tile", "gfx950", barrier.string()), outputs.string(),
                          i, outputs.string(), i);
  script += fmt::format("while [ $(ls '{0}' | grep -c ready) -lt 8 ]; do sleep 0.01; done; touch '{0}/go'; wait",
                        barrier.string());
  REQUIRE(run_command(script).exit_code == 0);

  const KernelSource source = examples::named_kernel("matrix_tile").source(TargetId::parse("gfx950"));
  const std::string expected_sha = to_hex(sha256(direct_compile(source, TargetId::parse("gfx950"))));
  std::set<std::string> keys;
  int compiled = 0;
  for (int i = 0; i < 8; ++i) {
    std::ifstream file(outputs / std::to_string(i));
    const std::string text((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
    INFO("process " << i << ": " << text);
    const auto parts = words(text);
    REQUIRE(parts.size() == 5);
    CHECK((parts[0] == "compiled" || parts[0] == "disk"));
    compiled += parts[0] == "compiled";
    CHECK(parts[2] == expected_sha);
    CHECK(parts[4] == "0");
    keys.insert(parts[1]);
  }
  CHECK(keys.size() == 1);
  // Released together, all missed at once; the key lock let one compile and the rest read its entry.
  CHECK(compiled == 1);
  CHECK(count_entries(directory.path()) == 1);
  CHECK(count_temporaries(directory.path()) == 0);
  const auto entries = DiskCache(directory.path()).list();
  REQUIRE(entries.size() == 1);
  CHECK(entries.front().valid);
  CHECK(entries.front().key.hex() == *keys.begin());
}

TEST_CASE("concurrent writers of one entry never expose a partial file", "[runtime][cache]") {
  TemporaryDirectory directory;
  const KernelSource source = examples::named_kernel("vector_add").source(kGfx942);
  CompilerSettings settings;
  settings.disk_cache = false;
  auto compiled = Compiler(settings).compile(source, kGfx942);
  const DiskCache cache(directory.path());
  // Eight writers store the same key over and over (without the key lock) while readers load it.
  std::atomic<bool> stop{false};
  std::atomic<int> hits{0}, damaged{0};
  std::vector<std::thread> threads;
  for (int i = 0; i < 8; ++i)
    threads.emplace_back([&] {
      for (int round = 0; round < 20; ++round) cache.store(compiled->key, "description", compiled->hsaco());
    });
  for (int i = 0; i < 4; ++i)
    threads.emplace_back([&] {
      while (!stop) {
        bool was_damaged = false;
        if (auto object = cache.load(compiled->key, kGfx942, &was_damaged)) {
          hits += object->bytes() == compiled->hsaco();
        }
        damaged += was_damaged;
      }
    });
  for (int i = 0; i < 8; ++i) threads[i].join();
  stop = true;
  for (size_t i = 8; i < threads.size(); ++i) threads[i].join();
  CHECK(damaged == 0);
  CHECK(hits > 0);
  CHECK(count_entries(directory.path()) == 1);
  CHECK(count_temporaries(directory.path()) == 0);
}

TEST_CASE("a cache folder that cannot be written costs only speed", "[runtime][cache]") {
  TemporaryDirectory directory;
  const auto blocked = directory.path() / "not-a-folder";
  std::ofstream(blocked) << "a file where the cache folder should be";
  Compiler compiler(disk_settings(blocked));
  const KernelSource source = examples::named_kernel("vector_add").source(kGfx942);
  CompileOrigin origin{};
  auto compiled = compiler.compile(source, kGfx942, {}, &origin);
  CHECK(origin == CompileOrigin::compiled);
  CHECK(compiled->hsaco() == direct_compile(source, kGfx942));
  CHECK(compiler.compile(source, kGfx942, {}, &origin) == compiled);
  CHECK(origin == CompileOrigin::memory);
}

TEST_CASE("a cache that cannot be written warns once and stops writing and locking", "[runtime][cache]") {
  TemporaryDirectory directory;
  const auto blocked = directory.path() / "not-a-folder";
  std::ofstream(blocked) << "a file where the cache folder should be";
  DiskCache cache(blocked);
  const KernelSource source = examples::named_kernel("vector_add").source(kGfx942);
  const std::vector<uint8_t> code_object = direct_compile(source, kGfx942);
  CacheKey key;
  key.digest.fill(0x5a);
  // stderr into a file for the three stores, so that the warnings can be counted.
  const auto captured = directory.path() / "stderr.txt";
  std::fflush(stderr);
  const int saved = ::dup(2);
  const int file = ::open(captured.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  REQUIRE(saved >= 0);
  REQUIRE(file >= 0);
  ::dup2(file, 2);
  ::close(file);
  CHECK(cache.writable());
  for (int store = 0; store < 3; ++store) cache.store(key, "description", code_object);
  std::fflush(stderr);
  ::dup2(saved, 2);
  ::close(saved);
  CHECK_FALSE(cache.writable());
  CHECK(cache.lock(key, std::chrono::milliseconds(10)) == nullptr);
  std::ifstream text(captured);
  std::vector<std::string> lines;
  for (std::string line; std::getline(text, line);) lines.push_back(line);
  REQUIRE(lines.size() == 1);
  CHECK_THAT(lines[0], Catch::StartsWith("gfxtile: warning: cannot write the cache in " + blocked.string()) &&
                           Catch::EndsWith("keeping new code in memory only"));
}
