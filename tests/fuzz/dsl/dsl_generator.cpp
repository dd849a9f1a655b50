// Random programs and their kernels: generate() draws a Program, build() writes it with the DSL.
#include "tests/fuzz/dsl/dsl_generator.h"

#include <algorithm>
#include <cmath>
#include <random>

#include <fmt/format.h>

#include "core/error.h"
#include "dsl/dsl.h"

namespace gfxtile::dslgen {

const char* type_name(Type type) {
  switch (type) {
    case Type::f32: return "f32";
    case Type::bf16: return "bf16";
    case Type::f16: return "f16";
    case Type::i32: return "i32";
  }
  return "?";
}

int64_t Program::tile_elements() const {
  int64_t elements = 1;
  for (int64_t extent : shape) elements *= extent;
  return elements;
}

namespace {

bool is_float(Type type) { return type != Type::i32; }

// Static bounds on |value| the generator keeps every step under: floats stay far from f16's
// 65504 (so every cast to f16 is in range and no sum overflows), integers far from 2^31 (no
// wrap, exact i32 -> f32 up to 2^24).
constexpr double kFloatCap = 1e4;
constexpr double kIntegerCap = 1 << 24;

class Draw {
 public:
  explicit Draw(uint64_t seed) : engine_(seed) {}
  // Uniform in [0, n): the engine's output is fixed by the standard; the reduction is ours, so
  // every standard library draws the same programs.
  int below(int n) { return static_cast<int>(engine_() % static_cast<uint64_t>(n)); }
  bool chance(int percent) { return below(100) < percent; }
  template <typename T>
  const T& pick(const std::vector<T>& values) { return values[below(static_cast<int>(values.size()))]; }

 private:
  std::mt19937_64 engine_;
};

class Generator {
 public:
  explicit Generator(uint64_t seed) : draw_(seed) { program_.seed = seed; }

  Program run() {
    draw_shape();
    const int inputs = 1 + draw_.below(3);
    for (int i = 0; i < inputs; ++i) {
      const Type type = draw_.pick(std::vector<Type>{Type::f32, Type::f32, Type::bf16, Type::f16, Type::i32});
      program_.inputs.push_back(type);
      Step load{.op = Op::load, .a = i, .type = type, .layout = draw_.below(layouts()),
                .constant = draw_.chance(50) ? 0.0 : 1.0};
      load.bound = type == Type::i32 ? 50 : 2;
      add(load);
    }
    const int steps = 3 + draw_.below(8);
    for (int s = 0; s < steps; ++s) draw_step();
    program_.outputs.push_back(static_cast<int>(program_.steps.size()) - 1);
    const int other = draw_.below(static_cast<int>(program_.steps.size()) - 1);
    if (draw_.chance(50) && program_.steps[other].op != Op::load) program_.outputs.push_back(other);
    const int64_t tile = program_.tile_elements();
    program_.n = tile + 1 + draw_.below(static_cast<int>(tile));
    program_.trips = 1 + draw_.below(4);
    program_.flag = draw_.below(2);
    return program_;
  }

 private:
  int layouts() const { return static_cast<int>(program_.layouts.size()); }
  int add(const Step& step) {
    program_.steps.push_back(step);
    return static_cast<int>(program_.steps.size()) - 1;
  }
  const Step& at(int index) const { return program_.steps[index]; }

  void draw_shape() {
    if (draw_.chance(50)) {
      program_.shape = {int64_t{1} << (5 + draw_.below(6))};
    } else {
      int rows, columns;
      do {
        rows = 1 + draw_.below(6);
        columns = 1 + draw_.below(6);
      } while (rows + columns > 10 || rows + columns < 4);
      program_.shape = {int64_t{1} << rows, int64_t{1} << columns};
    }
    // At most 4 elements per lane on wave64 (8 on wave32): LLVM's time grows with the registers
    // a tile takes, and 10^4 programs x 3 targets must compile in well under an hour.
    program_.waves = std::max<int>(1 << draw_.below(3), static_cast<int>(program_.tile_elements() / (64 * 4)));
    const int count = 1 + draw_.below(3);
    for (int l = 0; l < count; ++l) {
      LayoutSpec spec;
      int budget_log2 = 2;  // at most 4 elements per thread in the layout's tile (compile time)
      for (int64_t extent : program_.shape) {
        const int log2 = static_cast<int>(std::log2(static_cast<double>(extent)));
        const int chosen = draw_.below(std::min(log2, budget_log2) + 1);
        budget_log2 -= chosen;
        spec.per_thread.push_back(1 << chosen);
      }
      if (program_.shape.size() == 1) {
        spec.waves = {program_.waves};
        spec.order = {0};
      } else {
        // Lanes along the last dimension up to its extent: more would broadcast lanes there and
        // leave the first dimension to registers (128 elements a lane, a minute in LLVM).
        spec.last_lanes_log2 = draw_.below(std::min(6, static_cast<int>(std::log2(static_cast<double>(program_.shape[1])))) + 1);
        const int first_waves = 1 << draw_.below(static_cast<int>(std::log2(program_.waves)) + 1);
        spec.waves = {first_waves, program_.waves / first_waves};
        spec.order = draw_.chance(70) ? std::vector<int>{1, 0} : std::vector<int>{0, 1};
      }
      program_.layouts.push_back(spec);
    }
  }

  // Step `index` as `type` in `layout`, adding a cast and a conversion where needed.
  int coerce(int index, Type type, int layout) {
    if (at(index).type != type) {
      Step cast{.op = Op::cast, .a = index, .type = type, .layout = at(index).layout, .bound = at(index).bound};
      if (type == Type::i32) {
        cast.rounding = draw_.pick(std::vector<Rounding>{Rounding::toward_zero, Rounding::nearest_even, Rounding::down,
                                                         Rounding::up});
        cast.bound = std::floor(cast.bound) + 1;
      }
      index = add(cast);
    }
    if (at(index).layout != layout) {
      Step convert{.op = Op::convert, .a = index, .type = type, .layout = layout, .bound = at(index).bound};
      index = add(convert);
    }
    return index;
  }

  int any_step() { return draw_.below(static_cast<int>(program_.steps.size())); }
  // A step that fits `type`'s cap once cast (an i32 up to 2^24 would not fit f16), else `fallback`.
  int operand_for(Type type, int fallback) {
    const int index = any_step();
    return at(index).bound <= cap(type) ? index : fallback;
  }
  double cap(Type type) const { return is_float(type) ? kFloatCap : kIntegerCap; }

  // Adds one random step; an op whose bound would leave the caps is drawn again.
  void draw_step() {
    for (int attempt = 0; attempt < 20; ++attempt) {
      const int a = any_step();
      const Step& first = at(a);
      const Type type = first.type;
      const int layout = first.layout;
      const int kind = draw_.below(100);
      Step step{.a = a, .type = type, .layout = layout};
      if (kind < 30) {
        step.op = Op::binary;
        step.binary = draw_binary(type);
        // Tensor divisors may be zero (undefined in LLVM): integer division only by numbers.
        if (step.binary == Binary::div || step.binary == Binary::rem) step.binary = Binary::sub;
        step.b = coerce(operand_for(type, a), type, layout);
        step.bound = binary_bound(step.binary, at(a).bound, at(step.b).bound);
      } else if (kind < 42) {
        step.op = Op::binary_number;
        step.binary = draw_binary(type);
        if (step.binary == Binary::band || step.binary == Binary::bor || step.binary == Binary::bxor) step.binary = Binary::add;
        step.constant = is_float(type) ? draw_.pick(std::vector<double>{0.5, -1.5, 3, 0.25, 2, -0.75})
                                       : draw_.pick(std::vector<double>{3, -7, 5, 2});
        if (step.binary == Binary::rem && is_float(type)) step.binary = Binary::div;
        step.d = draw_.below(2);  // 1: the number is the left operand (sub only; div/rem keep it right)
        step.bound = step.binary == Binary::div || step.binary == Binary::rem
                         ? first.bound / std::min(2.0, std::fabs(step.constant)) + 1
                         : binary_bound(step.binary, first.bound, std::fabs(step.constant));
      } else if (kind < 50) {
        step.op = Op::unary;
        step.unary = is_float(type) ? draw_.pick(std::vector<Unary>{Unary::neg, Unary::abs, Unary::exp, Unary::sqrt_abs})
                                    : draw_.pick(std::vector<Unary>{Unary::neg, Unary::abs});
        if (step.unary == Unary::exp && first.bound > 8) step.unary = Unary::neg;
        step.bound = step.unary == Unary::exp ? std::exp(first.bound) : step.unary == Unary::sqrt_abs ? std::sqrt(first.bound) + 1
                                                                                                        : first.bound;
      } else if (kind < 60) {
        step.op = Op::cast;
        step.type = draw_.pick(std::vector<Type>{Type::f32, Type::bf16, Type::f16, Type::i32});
        if (step.type == type) continue;
        step.bound = first.bound + 1;
        if (step.type == Type::i32) {
          step.rounding = draw_.pick(std::vector<Rounding>{Rounding::toward_zero, Rounding::nearest_even, Rounding::down,
                                                           Rounding::up});
        } else if (is_float(type) && draw_.chance(30)) {
          step.rounding = Rounding::toward_zero;  // narrowing float -> float
        }
        if ((step.type == Type::f32 && type != Type::i32) || (type == Type::bf16 && step.type != Type::f16) ||
            (type == Type::f16 && step.type != Type::bf16))
          step.rounding = Rounding::nearest_even;  // widening is exact: the default rounding
      } else if (kind < 68) {
        step.op = Op::select;
        step.compare = draw_.pick(std::vector<Compare>{Compare::lt, Compare::le, Compare::gt, Compare::ge, Compare::eq,
                                                       Compare::ne});
        step.b = coerce(operand_for(type, a), type, layout);
        const int value_type_source = any_step();
        step.type = at(value_type_source).type;
        step.c = coerce(value_type_source, step.type, layout);
        step.d = coerce(operand_for(step.type, value_type_source), step.type, layout);
        step.bound = std::max(at(step.c).bound, at(step.d).bound);
      } else if (kind < 78) {
        step.op = Op::reduce;
        step.reduce = draw_.pick(std::vector<Reduce>{Reduce::sum, Reduce::max, Reduce::min});
        step.axis = program_.shape.size() == 2 && draw_.chance(70) ? draw_.below(2) : -1;
        step.b = coerce(operand_for(type, a), type, layout);
        step.binary = draw_.pick(std::vector<Binary>{Binary::add, Binary::sub, Binary::minimum, Binary::maximum});
        const double count = step.axis < 0 ? static_cast<double>(program_.tile_elements()) : program_.shape[step.axis];
        const double reduced = step.reduce == Reduce::sum ? at(step.b).bound * count : at(step.b).bound;
        step.bound = binary_bound(step.binary, first.bound, reduced);
      } else if (kind < 84) {
        step.op = Op::scan;
        // Along the last axis only: a scan along the first axis of a 2-D tile compiles for 10-30 s
        // and spills hundreds of SGPRs even on a [4, 16] tile (docs/testing.md, left open), which
        // would take the long run past its hour.
        // Rows of 2-D tiles longer than 16 compile as slowly (an f16 [8, 64] scan: 19 s, spills).
        step.axis = static_cast<int>(program_.shape.size()) - 1;
        if (program_.shape.size() == 2 && program_.shape[1] > 16) continue;
        step.bound = first.bound * static_cast<double>(program_.shape[step.axis]);
      } else if (kind < 90) {
        if (layouts() < 2) continue;
        step.op = Op::convert;
        step.layout = (layout + 1 + draw_.below(layouts() - 1)) % layouts();
        step.bound = first.bound;
      } else if (kind < 96) {
        step.op = Op::loop;
        step.body = draw_.pick(std::vector<LoopBody>{LoopBody::accumulate, LoopBody::running_max, LoopBody::scale_add});
        step.b = coerce(operand_for(type, a), type, layout);
        const double b = at(step.b).bound;
        step.bound = step.body == LoopBody::running_max ? std::max(first.bound, b + 4)
                     : step.body == LoopBody::scale_add && is_float(type) ? first.bound + 2 * b
                                                                           : first.bound + 4 * b;
      } else {
        step.op = Op::branch;
        step.binary = draw_.pick(std::vector<Binary>{Binary::add, Binary::mul, Binary::maximum});
        step.b = coerce(operand_for(type, a), type, layout);
        step.bound = binary_bound(step.binary, first.bound, at(step.b).bound);
      }
      if (step.bound > cap(step.type)) continue;
      add(step);
      return;
    }
  }

  Binary draw_binary(Type type) {
    if (is_float(type)) return draw_.pick(std::vector<Binary>{Binary::add, Binary::sub, Binary::mul, Binary::minimum,
                                                              Binary::maximum});
    return draw_.pick(std::vector<Binary>{Binary::add, Binary::sub, Binary::mul, Binary::minimum, Binary::maximum,
                                          Binary::band, Binary::bor, Binary::bxor, Binary::div, Binary::rem});
  }

  static double binary_bound(Binary op, double a, double b) {
    switch (op) {
      case Binary::add:
      case Binary::sub: return a + b;
      case Binary::mul: return a * b;
      case Binary::minimum:
      case Binary::maximum: return std::max(a, b);
      case Binary::band:
      case Binary::bor:
      case Binary::bxor: return std::exp2(std::ceil(std::log2(std::max(a, b) + 1)));
      case Binary::div:
      case Binary::rem: return a + 1;  // tensor divisors: |a / b| <= |a| for nonzero integers
    }
    return a + b;
  }

  Draw draw_;
  Program program_;
};

}  // namespace

Program generate(uint64_t seed) { return Generator(seed).run(); }

std::string Program::describe() const {
  std::string text = fmt::format("seed {}: shape [{}], {} waves, n {}, trips {}, flag {}\n", seed, fmt::join(shape, ", "),
                                 waves, n, trips, flag);
  for (size_t l = 0; l < layouts.size(); ++l) {
    const LayoutSpec& spec = layouts[l];
    text += fmt::format("  layout {}: per_thread [{}], last lanes 2^{}, waves [{}], order [{}]\n", l,
                        fmt::join(spec.per_thread, ", "), spec.last_lanes_log2, fmt::join(spec.waves, ", "),
                        fmt::join(spec.order, ", "));
  }
  static const char* op_names[] = {"load", "binary", "binary_number", "unary", "cast", "select",
                                   "reduce", "scan", "convert", "loop", "branch"};
  for (size_t s = 0; s < steps.size(); ++s) {
    const Step& step = steps[s];
    text += fmt::format("  %{} = {} {} a=%{} b=%{} c=%{} d={} binary={} unary={} compare={} reduce={} body={} rounding={} "
                        "layout={} axis={} constant={} bound={:g}\n",
                        s, type_name(step.type), op_names[static_cast<int>(step.op)], step.a, step.b, step.c, step.d,
                        static_cast<int>(step.binary), static_cast<int>(step.unary), static_cast<int>(step.compare),
                        static_cast<int>(step.reduce), static_cast<int>(step.body), rounding_name(step.rounding),
                        step.layout, step.axis, step.constant, step.bound);
  }
  text += fmt::format("  outputs: %{}\n", fmt::join(outputs, ", %"));
  return text;
}

// ---- the kernel, through the public DSL ----

namespace {

DType dtype_of(Type type) {
  switch (type) {
    case Type::f32: return f32;
    case Type::bf16: return bf16;
    case Type::f16: return f16;
    case Type::i32: return i32;
  }
  return f32;
}

Tensor apply_binary(Binary op, const Operand& a, const Operand& b) {
  switch (op) {
    case Binary::add: return a + b;
    case Binary::sub: return a - b;
    case Binary::mul: return a * b;
    case Binary::minimum: return minimum(a, b);
    case Binary::maximum: return maximum(a, b);
    case Binary::band: return a & b;
    case Binary::bor: return a | b;
    case Binary::bxor: return a ^ b;
    case Binary::div: return a / b;
    case Binary::rem: return a % b;
  }
  fail("dslgen: unknown binary op");
}

Operand number(double value, Type type) {
  if (type == Type::i32) return Operand(static_cast<int>(value));
  return Operand(value);
}

Tensor apply_compare(Compare compare, const Tensor& a, const Tensor& b) {
  switch (compare) {
    case Compare::lt: return a < b;
    case Compare::le: return a <= b;
    case Compare::gt: return a > b;
    case Compare::ge: return a >= b;
    case Compare::eq: return a == b;
    case Compare::ne: return a != b;
  }
  fail("dslgen: unknown comparison");
}

Tensor apply_reduce(Reduce reduce, const Tensor& x, int axis) {
  switch (reduce) {
    case Reduce::sum: return sum(x, axis);
    case Reduce::max: return max(x, axis);
    case Reduce::min: return min(x, axis);
  }
  fail("dslgen: unknown reduction");
}

}  // namespace

Kernel build(const Program& program, const TargetId& target) {
  KernelBuilder k(fmt::format("dslgen_{}", program.seed), target, {.waves = program.waves});
  const int wave = target.properties().wave_size;
  std::vector<Tensor> inputs, outputs;
  for (size_t i = 0; i < program.inputs.size(); ++i)
    inputs.push_back(k.arg(fmt::format("in{}", i), dtype_of(program.inputs[i]).pointer_to(), true));
  for (size_t o = 0; o < program.outputs.size(); ++o)
    outputs.push_back(k.arg(fmt::format("out{}", o), dtype_of(program.steps[program.outputs[o]].type).pointer_to()));
  Tensor n = k.arg<int32_t>("n"), trips = k.arg<int32_t>("trips"), flag = k.arg<int32_t>("flag");

  const int64_t tile = program.tile_elements();
  std::vector<Layout> layouts;
  std::vector<Tensor> offsets, masks;  // per layout, made at the top level so every body sees them
  for (const LayoutSpec& spec : program.layouts) {
    BlockedParams params{.per_thread = spec.per_thread, .waves = spec.waves, .order = spec.order};
    if (program.shape.size() == 1) {
      params.lanes = {wave};
    } else {
      const int last = std::min(1 << spec.last_lanes_log2, wave);
      params.lanes = {wave / last, last};
    }
    Layout layout = blocked(program.shape, params);
    Tensor flat;
    if (program.shape.size() == 1) {
      flat = arange(program.shape[0], layout);
    } else {
      Tensor rows = expand_dims(arange(program.shape[0], slice(layout, 1)), 1);
      Tensor columns = expand_dims(arange(program.shape[1], slice(layout, 0)), 0);
      flat = rows * static_cast<int>(program.shape[1]) + columns;
    }
    Tensor offset = program_id(0) * static_cast<int>(tile) + flat;
    layouts.push_back(layout);
    offsets.push_back(offset);
    masks.push_back(offset < n);
  }

  std::vector<Tensor> values;
  for (const Step& step : program.steps) {
    const DType dtype = dtype_of(step.type);
    Tensor result;
    switch (step.op) {
      case Op::load:
        result = load(inputs[step.a] + offsets[step.layout], masks[step.layout], number(step.constant, step.type));
        break;
      case Op::binary: result = apply_binary(step.binary, values[step.a], values[step.b]); break;
      case Op::binary_number:
        result = step.d == 1 && step.binary == Binary::sub
                     ? apply_binary(step.binary, number(step.constant, step.type), values[step.a])
                     : apply_binary(step.binary, values[step.a], number(step.constant, step.type));
        break;
      case Op::unary:
        switch (step.unary) {
          case Unary::neg: result = -values[step.a]; break;
          case Unary::abs: result = abs(values[step.a]); break;
          case Unary::exp: result = exp(values[step.a]); break;
          case Unary::sqrt_abs: result = sqrt(abs(values[step.a])); break;
        }
        break;
      case Op::cast: result = values[step.a].to(dtype, step.rounding); break;
      case Op::select:
        result = select(apply_compare(step.compare, values[step.a], values[step.b]), values[step.c], values[step.d]);
        break;
      case Op::reduce: {
        Tensor reduced = apply_reduce(step.reduce, values[step.b], step.axis);
        if (step.axis >= 0) reduced = expand_dims(reduced, step.axis);
        result = apply_binary(step.binary, values[step.a], reduced);
        break;
      }
      case Op::scan: result = cumsum(values[step.a], step.axis); break;
      case Op::convert: result = convert_layout(values[step.a], layouts[step.layout]); break;
      case Op::loop: {
        Tensor acc = values[step.a];
        const Tensor& b = values[step.b];
        const Type type = step.type;
        const LoopBody body = step.body;
        for_range(0, trips, [&](Scalar i) {
          switch (body) {
            case LoopBody::accumulate: acc = acc + b; break;
            case LoopBody::running_max: acc = maximum(acc, type == Type::i32 ? b + i : b + i.to(dtype)); break;
            case LoopBody::scale_add: acc = type == Type::i32 ? b - acc : acc * 0.5 + b; break;
          }
        });
        result = acc;
        break;
      }
      case Op::branch: {
        Tensor r = values[step.a];
        const Tensor& b = values[step.b];
        const Binary op = step.binary;
        if_(flag > 0, [&] { r = apply_binary(op, r, b); }, [&] { r = -r; });
        result = r;
        break;
      }
    }
    values.push_back(result);
  }
  for (size_t o = 0; o < program.outputs.size(); ++o) {
    const Step& step = program.steps[program.outputs[o]];
    store(outputs[o] + offsets[step.layout], values[program.outputs[o]], masks[step.layout]);
  }
  return k.build();
}

}  // namespace gfxtile::dslgen
