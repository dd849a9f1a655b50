#pragma once
// A generator of random small tile programs (issue 17, part 2). A Program is the generator's own
// description of a kernel: a tile shape, a few blocked layouts and a list of SSA steps
// (elementwise arithmetic, casts between f32/bf16/f16/i32, comparisons and selects, reductions
// folded back into the tile, scans, layout conversions, a loop and a branch). `build` turns it
// into a gfxtile Kernel through the public DSL API; `evaluate` interprets the same description on
// the host in fp64 interval arithmetic, sharing no code with gfxtile: every element of the
// reference is an interval [lo, hi] that must contain the device's value. Rounding to nearest
// (and toward zero, down, up) is monotone, so an op that rounds correctly maps an exact interval
// to [round(lo), round(hi)]; ops that are not correctly rounded (reductions in an unknown order,
// the accurate exp/sqrt expansions) widen by a bound stated where they are evaluated.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "dsl/ir.h"

namespace gfxtile::dslgen {

enum class Type { f32, bf16, f16, i32 };
const char* type_name(Type type);

// One blocked layout, independent of the target: lanes on the last dimension are capped at the
// wave size when the kernel is built (the rest go to the first dimension).
struct LayoutSpec {
  std::vector<int> per_thread;
  int last_lanes_log2 = 0;         // lanes along the last dimension (2-D), log2
  std::vector<int> waves;          // product = Program::waves
  std::vector<int> order;          // fastest first
};

enum class Op {
  load,          // input[a] masked by the flat index < n, masked-off elements read `constant`
  binary,        // a (op) b
  binary_number, // a (op) constant, the number a C++ literal taking a's type
  unary,         // neg, abs, exp (floats), sqrt of abs (floats)
  cast,          // a.to(type, rounding)
  select,        // select(a (compare) b, c, d)
  reduce,        // a (op) reduction(b, axis) broadcast back: sum, max, min; axis -1 is all elements
  scan,          // cumsum(a, axis)
  convert,       // convert_layout(a, layouts[layout])
  loop,          // acc = a; for i in [0, trips): acc = body(acc, b, i)
  branch,        // r = a; if (flag > 0) r = r (op) b else r = -r
};

enum class Binary { add, sub, mul, minimum, maximum, band, bor, bxor, div, rem };
enum class Unary { neg, abs, exp, sqrt_abs };
enum class Compare { lt, le, gt, ge, eq, ne };
enum class Reduce { sum, max, min };
enum class LoopBody { accumulate, running_max, scale_add };

struct Step {
  Op op = Op::load;
  int a = 0, b = 0, c = 0, d = 0;  // operand steps (or the input index for load)
  Binary binary = Binary::add;
  Unary unary = Unary::neg;
  Compare compare = Compare::lt;
  Reduce reduce = Reduce::sum;
  LoopBody body = LoopBody::accumulate;
  Rounding rounding = Rounding::nearest_even;
  Type type = Type::f32;  // the step's result type
  int layout = 0;         // the step's result layout (an index into Program::layouts)
  int axis = -1;
  double constant = 0;
  double bound = 0;       // a static bound on |value| the generator keeps (no overflow)
};

struct Program {
  uint64_t seed = 0;
  std::vector<int64_t> shape;  // [N] or [R, C], powers of two
  int waves = 4;
  std::vector<LayoutSpec> layouts;
  std::vector<Type> inputs;
  std::vector<Step> steps;
  std::vector<int> outputs;    // steps stored to output buffers
  int64_t n = 0;               // valid elements over the two workgroups' tiles
  int trips = 0;               // the loop's trip count (a kernel argument)
  int flag = 0;                // the branch's condition argument
  int64_t tile_elements() const;
  std::string describe() const;  // one line per step, for reports
};

Program generate(uint64_t seed);

// Builds the kernel for `target` through the DSL (throws gfxtile::Error when the builder
// rejects it).
Kernel build(const Program& program, const TargetId& target);

// Input data for the two workgroups' tiles: values exactly representable in their input type.
struct Inputs {
  std::vector<std::vector<double>> values;  // per input, 2 x tile elements
};
Inputs make_inputs(const Program& program);

struct Interval {
  double lo = 0, hi = 0;
  bool known = true;  // false: any value is accepted (never produced by programs the generator
                      // keeps; counted in the report if it ever is)
};
// The reference: per output, per element of both tiles, the interval the device value must lie in.
std::vector<std::vector<Interval>> evaluate(const Program& program, const Inputs& inputs);

// One program on one target: compiled, run on the emulator, compared.
struct Outcome {
  enum Kind { agreed, rejected, mismatch, crash } kind = agreed;
  std::string message;  // the builder's error (rejected), the first wrong element (mismatch)
  int64_t checked = 0;    // elements compared
  int64_t unchecked = 0;  // elements whose reference interval was unbounded (infinite)
};
Outcome check(const Program& program, const TargetId& target);

}  // namespace gfxtile::dslgen
