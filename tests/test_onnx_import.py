"""ONNX import (exogemm/models/onnx_import.py): a user's network becomes the same layer list the
built-in suites give, so `exogemm bench`, `tune` and `emit-model` take `--model m.onnx`.

Why: a wrong M, N, K or count would time or build the wrong GEMMs without anyone noticing,
so every expectation below is derived by hand from the model's definition
(tests/onnx_models.py), and ResNet-50 rebuilt as a graph must give exactly the built-in
suite. A model exogemm cannot read must fail naming the node and the fix, never crash.
"""

from __future__ import annotations

import contextlib
import io
import json

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper
from onnx_models import IR_VERSION, OPSET, mlp, resnet50_graph, small_cnn, transformer_block
from slow_set import default_or_slow

from exogemm.bench import lowp
from exogemm.cli.main import main
from exogemm.core.errors import DynamicShapeError, ExogemmError, ModelImportError
from exogemm.gen.library.model import model_library
from exogemm.isa import get_isa
from exogemm.models.onnx_import import main as list_layers
from exogemm.models.onnx_import import model_layers, model_suite, parse_dims, suite_name
from exogemm.models.suites import get_suite
from exogemm.tune import autotune as tune


def shapes(layers) -> list[tuple]:
    """(name, kind, M, N, K, count, trans_b) per layer: what the expectations state."""
    return [(x.name, x.kind, x.M, x.N, x.K, x.count, x.trans_b) for x in layers]


def graph_model(nodes, inputs, outputs=(("Y", TensorProto.FLOAT, None),)) -> onnx.ModelProto:
    """A one-off model of `nodes` on graph inputs [(name, element type, shape)]."""
    graph = helper.make_graph(
        nodes, "g", [helper.make_tensor_value_info(n, t, s) for n, t, s in inputs],
        [helper.make_tensor_value_info(n, t, s) for n, t, s in outputs])
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)],
                             ir_version=IR_VERSION)


def matmul_of(a_shape, b_shape, *, op="MatMul", b_from=None) -> onnx.ModelProto:
    """Y = op(A, B); with `b_from` = (perm, input shape) B is a Transpose of input Bt."""
    nodes = [helper.make_node(op, ["A", "B"], ["Y"], name="mm")]
    inputs = [("A", TensorProto.FLOAT, a_shape)]
    if b_from:
        perm, shape = b_from
        nodes.insert(0, helper.make_node("Transpose", ["Bt"], ["B"], perm=perm))
        inputs.append(("Bt", TensorProto.FLOAT, shape))
    else:
        inputs.append(("B", TensorProto.FLOAT, b_shape))
    return graph_model(nodes, inputs)


# --------------------------------------------------------------------------- the test models


@pytest.mark.parametrize("batch", [1, 8])
def test_an_mlp_is_one_gemm_per_linear_layer_with_the_batch_as_rows(batch):
    # fc1, fc2: MatMul against [in, out] weights; fc3: Gemm transB = 1, weights [out, in]
    layers = model_layers(mlp("N"), batch=batch)
    assert shapes(layers) == [("fc1", "linear", batch, 128, 64, 1, False),
                              ("fc2", "linear", batch, 128, 128, 1, False),
                              ("fc3", "fc", batch, 10, 128, 1, True)]
    assert {x.group for x in layers} == {f"batch {batch}"}


def test_a_small_cnn_gives_each_conv_its_im2col_gemm_with_groups_as_count():
    b = 2
    layers = model_layers(small_cnn("N"), batch=b)
    assert shapes(layers) == [
        # 32x32, 3x3 stride 2 pads 1: 16x16 outputs; K = 3*3*3
        ("conv1", "conv", b * 16 * 16, 16, 27, 1, False),
        # group 4: 4 GEMMs of N = 32/4, K = 3*3*16/4, on the 16x16 map
        ("grouped", "grouped conv", b * 16 * 16, 8, 36, 4, False),
        # depthwise (group = C = 32), stride 2: 32 GEMMs of one column, K = 3*3
        ("depthwise", "depthwise conv", b * 8 * 8, 1, 9, 32, False),
        ("pointwise", "conv", b * 8 * 8, 64, 32, 1, False),
        # dilation 2, pads 2: (8 + 4 - 2*2 - 1) + 1 = 8
        ("dilated", "conv", b * 8 * 8, 64, 576, 1, False),
        # SAME_UPPER stride 2: ceil(8/2) = 4 outputs, (4-1)*2 + 3 - 8 = 1 pad, at the end
        ("same_upper", "conv", b * 4 * 4, 64, 576, 1, False),
        ("classifier", "fc", b, 10, 64, 1, True)]
    conv = {x.name: x.conv for x in layers}
    assert conv["conv1"] == dict(batch=b, H=32, W=32, C=3, K=16, R=3, S=3, stride=2,
                                 padding=1, dilation=1)
    assert conv["dilated"]["dilation"] == 2 and conv["dilated"]["padding"] == 2
    # conv2d has no groups and pads both sides alike: those are timed as im2col GEMMs
    assert conv["grouped"] is conv["depthwise"] is conv["same_upper"] is None


def test_a_transformer_block_folds_batch_and_sequence_into_rows_and_counts_heads():
    b, seq, hidden, heads = 2, 32, 64, 4
    d = hidden // heads
    layers = model_layers(transformer_block(seq, hidden, heads, batch="N"), batch=b)
    assert shapes(layers) == [
        # Q, K, V and the output projection: one [b*seq, hidden] x [hidden, hidden] GEMM each
        ("q_proj", "linear", b * seq, hidden, hidden, 4, False),
        # per batch element and head: Q K^T through the Transpose of K's last two axes ...
        ("attention_scores", "batched", seq, seq, d, b * heads, True),
        # ... and P V
        ("attention_context", "batched", seq, d, seq, b * heads, False),
        ("ffn_up", "linear", b * seq, 4 * hidden, hidden, 1, False),
        ("ffn_down", "linear", b * seq, hidden, 4 * hidden, 1, False)]
    assert layers[0].also == ("k_proj", "v_proj", "out_proj")


@pytest.mark.parametrize("batch", [1, 32])
def test_resnet50_rebuilt_as_a_graph_gives_the_built_in_suite_exactly(batch):
    layers = model_layers(resnet50_graph("N"), batch=batch)
    convs = [x for x in layers if x.kind == "conv"]
    # names, counts, merged names (`also`), conv hyper-parameters and group alike
    assert convs == get_suite("resnet50").layers((batch,))
    # the suite leaves out the classifier; the graph has it (Gemm transB = 1)
    assert shapes(x for x in layers if x.kind != "conv") == [
        ("fc", "fc", batch, 1000, 2048, 1, True)]


def test_the_builders_are_valid_models_onnxruntime_runs():
    ort = pytest.importorskip("onnxruntime")
    rng = np.random.default_rng(0)
    for model, shape, out in ((mlp(), (1, 64), (1, 10)), (small_cnn(), (1, 3, 32, 32), (1, 10)),
                              (transformer_block(), (1, 32, 64), (1, 32, 64))):
        session = ort.InferenceSession(model.SerializeToString(),
                                       providers=["CPUExecutionProvider"])
        (y,) = session.run(None, {"input": rng.standard_normal(shape).astype(np.float32)})
        assert y.shape == out and np.all(np.isfinite(y))


# --------------------------------------------------------------------------- operator forms


@pytest.mark.parametrize("a, b, want", [
    ([5, 7], [7, 3], (5, 3, 7, 1)),
    ([7], [7, 3], (1, 3, 7, 1)),  # a 1-D A is one row
    ([2, 5, 7], [7], (10, 1, 7, 1)),  # a 1-D B is one column; A's batch folds into M
    ([2, 5, 7], [1, 7, 3], (10, 3, 7, 1)),  # B's batch dims of 1 are still weights
    ([5, 7], [4, 7, 3], (5, 3, 7, 4)),  # A broadcast against 4 B's
    ([2, 1, 5, 7], [3, 7, 3], (5, 3, 7, 6)),  # batch dims broadcast to 2 x 3
])
def test_matmul_follows_numpy_semantics(a, b, want):
    (layer,) = model_layers(matmul_of(a, b))
    assert (layer.M, layer.N, layer.K, layer.count, layer.trans_b) == (*want, False)


def test_a_transpose_swapping_b_last_two_axes_is_op_b_transposed():
    (layer,) = model_layers(matmul_of([5, 7], None, b_from=([1, 0], [3, 7])))
    assert (layer.M, layer.N, layer.K, layer.trans_b, layer.kind) == (5, 3, 7, True, "linear")
    # any other permutation is an ordinary B, read with the Transpose's output shape
    (layer,) = model_layers(matmul_of([2, 4, 5, 7], None, b_from=([1, 0, 2, 3], [4, 2, 7, 3])))
    assert (layer.M, layer.N, layer.K, layer.count, layer.trans_b) == (5, 3, 7, 8, False)


def test_gemm_reads_trans_b_and_keeps_trans_a_as_a_marked_layer():
    inputs = [("A", TensorProto.FLOAT, [7, 5]), ("B", TensorProto.FLOAT, [3, 7])]
    node = helper.make_node("Gemm", ["A", "B"], ["Y"], name="g", transA=1, transB=1)
    (layer,) = model_layers(graph_model([node], inputs))
    assert (layer.kind, layer.M, layer.N, layer.K, layer.trans_b) == ("fc A^T", 5, 3, 7, True)


#: The scale and zero-point inputs of QLinearMatMul / QLinearConv: (name, type, shape).
QUANT_PARAMETERS = [("xs", TensorProto.FLOAT, []), ("xz", TensorProto.UINT8, []),
                    ("ws", TensorProto.FLOAT, []), ("wz", TensorProto.INT8, []),
                    ("ys", TensorProto.FLOAT, []), ("yz", TensorProto.UINT8, [])]


def int8_model() -> onnx.ModelProto:
    """One node of each int8 form on uint8 activations and int8 weights (graph inputs)."""
    u8, i8 = TensorProto.UINT8, TensorProto.INT8
    nodes = [helper.make_node("MatMulInteger", ["A", "W"], ["Y"], name="mmi"),
             helper.make_node("QLinearMatMul", ["A", "xs", "xz", "V", "ws", "wz", "ys", "yz"],
                              ["Y2"], name="qmm"),
             helper.make_node("ConvInteger", ["X", "F"], ["Y3"], name="convi", pads=[1] * 4),
             helper.make_node("QLinearConv", ["X", "xs", "xz", "G", "ws", "wz", "ys", "yz"],
                              ["Y4"], name="qconv", strides=[2, 2], group=2)]
    inputs = [("A", u8, [6, 32]), ("W", i8, [32, 16]), ("V", i8, [32, 8]),
              ("X", u8, [1, 4, 8, 8]), ("F", i8, [8, 4, 3, 3]), ("G", i8, [8, 2, 1, 1]),
              *QUANT_PARAMETERS]
    return graph_model(nodes, inputs, [("Y", TensorProto.INT32, None)])


def test_int8_forms_give_the_same_shapes_marked_int8():
    assert shapes(model_layers(int8_model())) == [
        ("mmi", "linear int8", 6, 16, 32, 1, False),
        ("qmm", "linear int8", 6, 8, 32, 1, False),
        # 8x8 input, 3x3 pads 1: 8x8 outputs, K = 3*3*4
        ("convi", "conv int8", 64, 8, 36, 1, False),
        # group 2, 1x1 stride 2: 4x4 outputs, 2 GEMMs of N = 8/2, K = 4/2
        ("qconv", "grouped conv int8", 16, 4, 2, 2, False)]


def test_only_2d_convolutions_are_imported():
    for rank, spatial in ((3, "1-D"), (5, "3-D")):
        x, w = [1, 4] + [8] * (rank - 2), [8, 4] + [3] * (rank - 2)
        node = helper.make_node("Conv", ["X", "W"], ["Y"], name="c")
        model = graph_model([node], [("X", TensorProto.FLOAT, x), ("W", TensorProto.FLOAT, w)])
        with pytest.raises(ModelImportError) as err:
            model_layers(model)
        assert str(err.value).startswith(f"node 'c' (Conv): a {spatial} convolution")
        assert "exogemm imports 2-D (NCHW) convolutions only" in str(err.value)


def test_unnamed_nodes_are_named_by_operator_and_index_and_names_are_c_safe():
    nodes = [helper.make_node("Relu", ["A"], ["R"]),
             helper.make_node("MatMul", ["R", "B"], ["Y"]),
             helper.make_node("MatMul", ["Y", "C"], ["Z"], name='say "hi"\\??=')]
    inputs = [("A", TensorProto.FLOAT, [2, 3]), ("B", TensorProto.FLOAT, [3, 4]),
              ("C", TensorProto.FLOAT, [4, 5])]
    layers = model_layers(graph_model(nodes, inputs, [("Z", TensorProto.FLOAT, None)]))
    assert [x.name for x in layers] == ["MatMul_1", "say _hi____="]


# --------------------------------------------------------------------------- dims and errors


def test_a_symbolic_batch_fails_naming_the_node_the_input_and_the_fix():
    with pytest.raises(DynamicShapeError) as err:
        model_layers(transformer_block(batch="N"))
    text = str(err.value)
    assert "node 'q_proj' (MatMul): input 'input' has shape [N, 32, 64]" in text
    assert "--batch N" in text and "--dim NAME=VALUE" in text
    assert "symbolic dims in this model: N" in text
    assert model_layers(transformer_block(batch="N"), batch=8)[0].M == 8 * 32


def test_dim_fixes_named_symbolic_dims_and_batch_names_the_group():
    model = transformer_block(seq="seq", batch="batch")
    with pytest.raises(DynamicShapeError, match="symbolic dims in this model: batch, seq"):
        model_layers(model, batch=2)
    by_batch = model_layers(model, batch=2, dims={"seq": 16})
    by_dims = model_layers(model, dims={"batch": 2, "seq": 16})
    assert shapes(by_batch) == shapes(by_dims)
    assert (by_batch[1].M, by_batch[1].count) == (16, 2 * 4)  # scores: seq rows, per head
    assert by_batch[0].group == "batch 2" and by_dims[0].group == "transformer_block"


def test_batch_and_dims_the_model_does_not_take_are_refused():
    with pytest.raises(ModelImportError, match="--dim seq: the model has no symbolic dim "
                                               "of that name; its symbolic dims: N"):
        model_layers(mlp("N"), dims={"seq": 4})
    with pytest.raises(ModelImportError, match=r"--batch 8: no graph input of this model has "
                                               r"a symbolic first dim \(inputs: input \[1, 64\]\)"):
        model_layers(mlp(1), batch=8)
    with pytest.raises(ExogemmError, match="--batch must be a positive integer"):
        model_layers(mlp("N"), batch=0)


@pytest.mark.parametrize("text", ["seq", "seq=", "=4", "seq=0", "seq=x", "seq=-2"])
def test_a_dim_argument_must_be_name_equals_positive_integer(text):
    with pytest.raises(ModelImportError, match=f"--dim takes NAME=VALUE .* got '{text}'"):
        parse_dims([text])
    assert parse_dims(["seq=128", "batch=2"]) == {"seq": 128, "batch": 2}


def test_unreadable_files_and_models_without_gemms_are_refused(tmp_path):
    for missing in (tmp_path / "missing.onnx", tmp_path):
        with pytest.raises(ModelImportError, match=f"no ONNX model file at {missing}$"):
            model_layers(missing)
    text = tmp_path / "notes.onnx"
    text.write_text("this is not a protobuf\n" * 10)
    with pytest.raises(ModelImportError, match="notes.onnx is not an ONNX model"):
        model_layers(text)
    (tmp_path / "empty.onnx").write_bytes(b"")
    with pytest.raises(ModelImportError, match="empty is not an ONNX model with a graph"):
        model_layers(tmp_path / "empty.onnx")
    relu = graph_model([helper.make_node("Relu", ["A"], ["Y"])], [("A", TensorProto.FLOAT, [2])])
    with pytest.raises(ModelImportError, match="g has no GEMM-like node .*; its operators: Relu"):
        model_layers(relu)
    with pytest.raises(ModelImportError, match=r"node 'mm' \(MatMul\): input 'A' is empty"):
        model_layers(matmul_of([0, 7], [7, 3]))


def test_suite_names_are_c_identifiers():
    assert suite_name("ResNet-50.v1") == "resnet_50_v1"
    assert suite_name("2stage") == "model_2stage" and suite_name("--") == "model"


# --------------------------------------------------------------------------- the consumers


def test_a_model_suite_is_what_every_suite_consumer_takes(tmp_path):
    path = tmp_path / "My Net.onnx"
    onnx.save(small_cnn("N"), path)
    suite = model_suite(path, batch=4)
    assert suite.name == "my_net" and "batch 4" in suite.description
    assert suite.layers() == model_layers(path, batch=4)
    with pytest.raises(ExogemmError, match="takes no batch sizes"):
        suite.layers((8,))
    assert tune.suite_shapes(suite) == [x.gemm for x in suite.layers()]
    assert [s.M for s in lowp.suite_shapes(suite, None, False)] == [x.M for x in suite.layers()]
    lib = model_library(suite, get_isa("neon"))  # plans chosen, nothing scheduled yet
    assert lib.name == "my_net_neon" and [e.layer for e in lib.entries] == suite.layers()
    assert lib.entries[0].ident == "MY_NET_NEON_BATCH_4_CONV1"


def test_python_m_exogemm_onnx_import_lists_the_layers(tmp_path, capsys):
    onnx.save(mlp("N"), tmp_path / "mlp.onnx")
    assert list_layers([str(tmp_path / "mlp.onnx"), "--batch", "4"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("# mlp: ONNX model") and "fc3" in out and "(B^T)" in out
    assert "3 distinct GEMMs, 3 in all" in out
    assert list_layers([str(tmp_path / "mlp.onnx")]) == 2
    assert "--batch N" in capsys.readouterr().err


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_the_cli_says_which_of_suite_and_model_to_give(capsys, tmp_path):
    code, _, err = run(capsys, "emit-model", "--isa", "neon", "-o", tmp_path)
    assert code == 2 and "give one of the two" in err
    code, _, err = run(capsys, "emit-model", "bert", "--model", "x.onnx", "--isa", "neon",
                       "-o", tmp_path)
    assert code == 2 and "give one of the two" in err
    code, _, err = run(capsys, "emit-model", "--model", "x.onnx", "--quick", "--isa", "neon",
                       "-o", tmp_path)
    assert code == 2 and "--quick takes a built-in suite's subset" in err
    for argv in (("tune", "--suite", "bert", "--batch", "2"),
                 ("bench", "--suite", "bert", "--dim", "seq=4"),
                 ("emit-model", "bert", "--batch", "2", "--isa", "neon", "-o", tmp_path)):
        code, _, err = run(capsys, *argv)
        assert code == 2 and "give them with --model PATH" in err
    code, _, err = run(capsys, "bench", "--model", tmp_path / "none.onnx")
    assert code == 2 and "no ONNX model file at" in err


def test_bench_model_times_every_layer_and_conv2d_where_it_runs_the_conv(isa, tmp_path, capsys):
    """`exogemm bench --model small_cnn.onnx --quick` (on the native `isa`): every library
    that runs here times all seven GEMMs, the implicit-conv column only the convs conv2d
    expresses (not the grouped, depthwise and SAME_UPPER ones), and the results are
    written."""
    onnx.save(small_cnn(), tmp_path / "small_cnn.onnx")
    code, out, _ = run(capsys, "bench", "--model", tmp_path / "small_cnn.onnx", "--quick",
                       "--threads", "1", "--json", "-o", tmp_path)
    res = json.loads(out)
    assert code == 0 and res["suite"] == "small_cnn" and len(res["layers"]) == 7
    timed = {lib: set(by_threads["1"]) for lib, by_threads in res["gflops"].items()}
    keys = {x["name"]: x["key"] for x in res["layers"]}
    for lib, about in res["libraries"].items():
        if lib != "exogemm_conv" and not about.startswith("SKIPPED"):
            assert timed[lib] == set(keys.values()), lib
    assert timed["exogemm_conv"] == {keys[n] for n in ("conv1", "pointwise", "dilated")}
    assert list(tmp_path.glob("small_cnn-quick-*.json"))


#: `emit-model --model` for the test models and ResNet-50: (builder, ISA). On RVV, a
#: BERT-Large sized block reuses the two plans of the BERT suite's library that
#: tests/test_model_lib.py builds by default (nothing new to schedule); NEON's model-library
#: plans are scheduled by no default test (3 to 6 minutes per model here, cold), so those
#: run in the `slow` set.
EMITTED = [("transformer_block_bert_large", "rvv"), ("mlp", "neon"), ("small_cnn", "neon"),
           ("transformer_block", "neon"), ("resnet50", "neon")]
BUILDERS = {"mlp": mlp, "small_cnn": small_cnn, "transformer_block": transformer_block,
            "transformer_block_bert_large": lambda: transformer_block(128, 1024, 16),
            "resnet50": resnet50_graph}


@pytest.mark.parametrize("case", default_or_slow(EMITTED, [EMITTED[0]]),
                         ids=lambda case: "-".join(case))
def test_emit_model_builds_and_checks_a_library_for_an_onnx_model(case, tmp_path):
    name, isa_name = case
    reason = get_isa(isa_name).runnable_here()
    if reason:
        pytest.skip(f"{isa_name} cannot run here: {reason}")
    path = tmp_path / f"{name}.onnx"
    onnx.save(BUILDERS[name](), path)
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        code = main(["emit-model", "--model", str(path), "--isa", isa_name, "-o",
                     str(tmp_path / "lib"), "--check", "--json"])
    result = json.loads(printed.getvalue())
    assert code == 0 and result["check"]["ok"] and result["check"]["table_mismatches"] == []
    layers = model_layers(path)
    assert [(x["m"], x["n"], x["k"], x["trans_b"]) for x in result["layers"]] == \
        [(*x.gemm, x.trans_b) for x in layers]
    assert result["check"]["runs"][0]["cases"] == 2 * len(layers)  # every layer, reduced
    assert (tmp_path / "lib" / f"lib{name}_{get_isa(isa_name).key}.a").is_file()


def test_emit_model_builds_an_int8_library_for_a_models_int8_nodes(tmp_path):
    """`emit-model --model M --dtype int8`: the low-precision library (gen/library/model_lowp.py)
    of the int8 nodes' shapes passes its check (NEON's int8 plan: tests/test_model_lowp.py
    builds it by default)."""
    reason = get_isa("neon").runnable_here()
    if reason:
        pytest.skip(f"neon cannot run here: {reason}")
    onnx.save(int8_model(), tmp_path / "quantized.onnx")
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        code = main(["emit-model", "--model", str(tmp_path / "quantized.onnx"), "--dtype",
                     "int8", "--isa", "neon", "-o", str(tmp_path / "lib"), "--check", "--json"])
    result = json.loads(printed.getvalue())
    assert code == 0 and result["check"]["ok"] and result["library"] == "quantized_u8s8s32_neon"
    assert [(x["name"], x["m"], x["n"], x["k"]) for x in result["layers"]] == [
        ("quantized/mmi", 6, 16, 32), ("quantized/qmm", 6, 8, 32), ("quantized/convi", 64, 8, 36),
        ("quantized/qconv", 16, 4, 2)]
