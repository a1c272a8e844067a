package com.lightwire.cli.render;

import com.lightwire.figure.Figure;
import com.lightwire.figure.fabric.FabricFigure;
import com.lightwire.figure.fabric.FabricGeometry;
import com.lightwire.figure.fabric.FabricState;

/** {@code --view fabric}: the floor plan with racks and cables, one OCS group's cables with {@code --group}. */
final class FabricRender implements RenderableView {

    @Override
    public String id() {
        return "fabric";
    }

    @Override
    public String summary() {
        return "the floor plan with racks and cables (--group, --scheme)";
    }

    @Override
    public boolean needsCluster() {
        return true;
    }

    @Override
    public Figure figure(RenderRequest request) {
        FabricState state = FabricState.of(new FabricGeometry(request.project().cluster()))
                .withGroupFilter(request.group(-1));
        return new FabricFigure(state, request.palette()).sheet();
    }
}
