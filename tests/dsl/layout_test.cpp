// Linear-layout algebra checked against hand-computed bases and coordinates.
#include <catch2/catch.hpp>

#include "core/error.h"
#include "dsl/layout.h"

using namespace gfxtile;
using Bases = std::vector<std::vector<int32_t>>;

namespace {

Bases bases(const Layout& layout, int in) { return layout.linear().in_dims()[in].bases; }

struct Defaults {
  explicit Defaults(int wave_size, int waves) : saved(layout_defaults()) { layout_defaults() = {wave_size, waves}; }
  ~Defaults() { layout_defaults() = saved; }
  LayoutDefaults saved;
};

}  // namespace

TEST_CASE("products of identities stack bits", "[dsl][layout]") {
  LinearLayout l = LinearLayout::identity(4, "register", "dim0") * LinearLayout::identity(8, "lane", "dim0");
  CHECK(l.in_dims()[0].bases == Bases{{1}, {2}});
  CHECK(l.in_dims()[1].bases == Bases{{4}, {8}, {16}});
  CHECK(l.out_size("dim0") == 32);
  CHECK(l.apply({3, 5}) == std::vector<int32_t>{23});
  LinearLayout two = LinearLayout::identity(2, "register", "x") * LinearLayout::identity(4, "register", "y");
  CHECK(two.in_dims()[0].bases == Bases{{1, 0}, {0, 1}, {0, 2}});
  CHECK(two.apply({7}) == std::vector<int32_t>{1, 3});
}

TEST_CASE("inverse and composition of a bijective layout", "[dsl][layout]") {
  LinearLayout l = LinearLayout::identity(4, "register", "dim0") * LinearLayout::identity(8, "lane", "dim0");
  LinearLayout inverse = l.invert();
  CHECK(inverse.apply({23}) == std::vector<int32_t>{3, 5});
  CHECK(inverse.apply({8}) == std::vector<int32_t>{0, 2});
  LinearLayout round_trip = l.compose(inverse);
  CHECK(round_trip.apply({2, 6}) == std::vector<int32_t>{2, 6});
  // A swizzle: bit 0 of the output also flips with input bit 2.
  LinearLayout swizzle({{"offset", {{1}, {2}, {5}}}}, {{"index", 8}});
  CHECK(swizzle.apply({4}) == std::vector<int32_t>{5});
  CHECK(swizzle.invert().apply({5}) == std::vector<int32_t>{4});
  CHECK(swizzle.invert().apply({4}) == std::vector<int32_t>{5});
  LinearLayout broadcast({{"lane", {{1}, {0}}}}, {{"dim0", 2}});
  CHECK_FALSE(broadcast.is_injective());
  CHECK(broadcast.is_surjective());
  CHECK_THROWS_AS(broadcast.invert(), Error);
}

TEST_CASE("blocked layouts match Triton's construction", "[dsl][layout]") {
  Defaults defaults(64, 4);
  Layout l = blocked({16, 64}, {.per_thread = {1, 4}, .lanes = {4, 16}, .waves = {4, 1}, .order = {1, 0}});
  CHECK(bases(l, 0) == Bases{{0, 1}, {0, 2}});
  CHECK(bases(l, 1) == Bases{{0, 4}, {0, 8}, {0, 16}, {0, 32}, {1, 0}, {2, 0}});
  CHECK(bases(l, 2) == Bases{{4, 0}, {8, 0}});
  CHECK(l.coordinates(1, 5, 1) == std::vector<int32_t>{4, 21});
  CHECK(l.registers() == 4);
  // A taller tensor repeats the tile in registers, above the per-thread bits.
  Layout tall = blocked({32, 64}, {.per_thread = {1, 4}, .lanes = {4, 16}, .waves = {4, 1}, .order = {1, 0}});
  CHECK(bases(tall, 0) == Bases{{0, 1}, {0, 2}, {16, 0}});
  // A smaller tensor broadcasts the lanes and waves it has no room for.
  Layout small = blocked({64}, {.per_thread = {4}});
  CHECK(bases(small, 0) == Bases{{1}, {2}});
  CHECK(bases(small, 1) == Bases{{4}, {8}, {16}, {32}, {0}, {0}});
  CHECK(bases(small, 2) == Bases{{0}, {0}});
  // Defaults: lanes along the fastest dimension first, waves likewise.
  Layout defaulted = blocked({8, 256}, {.per_thread = {1, 4}});
  CHECK(bases(defaulted, 1) == Bases{{0, 4}, {0, 8}, {0, 16}, {0, 32}, {0, 64}, {0, 128}});
  CHECK(bases(defaulted, 2) == Bases{{1, 0}, {2, 0}});
  CHECK(bases(defaulted, 0) == Bases{{0, 1}, {0, 2}, {4, 0}});
  // Column-major order puts lanes along dimension 0.
  Layout column = blocked({64, 4}, {.order = {0, 1}});
  CHECK(bases(column, 1)[0] == std::vector<int32_t>{1, 0});
}

TEST_CASE("wave32 targets build wave32 layouts", "[dsl][layout]") {
  Defaults defaults(32, 2);
  Layout l = blocked({128}, {.per_thread = {2}});
  CHECK(l.lanes() == 32);
  CHECK(bases(l, 1).back() == std::vector<int32_t>{32});
  CHECK(bases(l, 2) == Bases{{64}});
  CHECK_THROWS_WITH(blocked({128}, {.lanes = {64}}), Catch::Contains("a wave has 32 lanes"));
}

TEST_CASE("slice removes a dimension and broadcasts what mapped only there", "[dsl][layout]") {
  Defaults defaults(64, 4);
  Layout l = blocked({16, 64}, {.per_thread = {1, 4}, .lanes = {4, 16}, .waves = {4, 1}, .order = {1, 0}});
  Layout rows = slice(l, 1);
  CHECK(rows.shape() == std::vector<int64_t>{16});
  CHECK(bases(rows, 0).empty());
  CHECK(bases(rows, 1) == Bases{{0}, {0}, {0}, {0}, {1}, {2}});
  CHECK(bases(rows, 2) == Bases{{4}, {8}});
  Layout back = expand(rows, 1);
  CHECK(back.shape() == std::vector<int64_t>{16, 1});
  CHECK(bases(back, 1)[4] == std::vector<int32_t>{1, 0});
  // Broadcasting back to the parent needs no data movement.
  CHECK(classify_conversion(back, project(l, back.shape())) == ConversionKind::within_thread);
}

TEST_CASE("conversions are classified by the algebra", "[dsl][layout]") {
  Defaults defaults(64, 1);
  Layout a = blocked({256}, {.per_thread = {4}});
  CHECK(classify_conversion(a, blocked({256}, {.per_thread = {4}})) == ConversionKind::free);
  // The same registers in another order: within one thread.
  LinearLayout swapped({{"register", {{2}, {1}}}, {"lane", bases(a, 1)}, {"wave", {}}}, {{"dim0", 256}});
  CHECK(classify_conversion(a, Layout(swapped)) == ConversionKind::within_thread);
  // Two elements per thread -> one per thread, repeated: lanes exchange data.
  Layout b = blocked({128}, {.per_thread = {2}});
  Layout c = blocked({128}, {.per_thread = {1}});
  CHECK(bases(c, 0) == Bases{{64}});
  CHECK(classify_conversion(b, c) == ConversionKind::across_lanes);
  // Moving data between waves needs LDS.
  Defaults two_waves(64, 2);
  Layout d = blocked({128}, {.per_thread = {1}});
  Layout e = blocked({128}, {.per_thread = {2}});
  CHECK(bases(d, 2) == Bases{{64}});
  CHECK(bases(e, 2) == Bases{{0}});
  CHECK(classify_conversion(d, e) == ConversionKind::through_lds);
  CHECK_THROWS_WITH(classify_conversion(d, blocked({256})), Catch::Contains("shapes"));
}

TEST_CASE("contiguity, reshape and permute", "[dsl][layout]") {
  Defaults defaults(4, 1);
  Layout l = blocked({2, 8}, {.per_thread = {1, 4}, .lanes = {2, 2}});
  CHECK(contiguous_registers(l, 1) == 4);
  CHECK(contiguous_registers(l, 0) == 1);
  Layout flat = blocked({8}, {.per_thread = {2}});
  Layout grid = reshape(flat, {2, 4});
  CHECK(bases(grid, 0) == Bases{{0, 1}});
  CHECK(bases(grid, 1) == Bases{{0, 2}, {1, 0}});
  Layout transposed = permute(grid, {1, 0});
  CHECK(bases(transposed, 1) == Bases{{2, 0}, {0, 1}});
  CHECK(transposed.shape() == std::vector<int64_t>{4, 2});
}

TEST_CASE("the ASCII view shows who holds each element", "[dsl][layout]") {
  Defaults defaults(4, 1);
  Layout l = blocked({2, 4}, {.per_thread = {1, 2}, .lanes = {2, 2}});
  CHECK(ascii_view(l) ==
        "blocked<per_thread=[1,2], lanes=[2,2], waves=[1,1], order=[1,0]> [2, 4]\n"
        "l0:r0 l0:r1 l1:r0 l1:r1\n"
        "l2:r0 l2:r1 l3:r0 l3:r1\n");
  Layout broadcast = blocked({2}, {});
  CHECK(ascii_view(broadcast).find("l0:r0+1 l1:r0+1") != std::string::npos);
}

TEST_CASE("bad layout parameters are refused with a reason", "[dsl][layout]") {
  Defaults defaults(64, 4);
  CHECK_THROWS_WITH(blocked({48}), Catch::Contains("not a power of two"));
  CHECK_THROWS_WITH(blocked({64}, {.per_thread = {3}}), Catch::Contains("not a power of two"));
  CHECK_THROWS_WITH(blocked({64, 64}, {.per_thread = {4}}), Catch::Contains("per_thread has 1 entries"));
  CHECK_THROWS_WITH(blocked({64}, {.waves = {2}}), Catch::Contains("4 waves per workgroup"));
  CHECK_THROWS_WITH(blocked({8, 8}, {.order = {0, 0}}), Catch::Contains("not a permutation"));
}

TEST_CASE("fit derives a slice-and-expand layout for any broadcast shape", "[dsl][layout]") {
  Defaults defaults(64, 4);
  Layout cube = blocked({4, 8, 32}, {.per_thread = {1, 2, 2}});
  const auto fitted = fit(cube, {4, 8, 1});
  REQUIRE(fitted);
  CHECK(fitted->linear() == expand(slice(cube, 2), 2).linear());
  CHECK(fit(cube, {4, 8, 32})->linear() == cube.linear());
  CHECK_FALSE(fit(cube, {4, 4, 1}));  // 4 is neither 1 nor 8
  CHECK_FALSE(fit(cube, {4, 8}));     // rank differs
  CHECK(slice(slice(cube, 2), 1).root()->linear() == cube.linear());
}
