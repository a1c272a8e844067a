package com.lightwire.ui.hbd;

import com.lightwire.core.task.SynchronousTaskRunner;
import com.lightwire.figure.Palette;
import com.lightwire.figure.hbd.HbdRingFigure;
import com.lightwire.model.Project;
import com.lightwire.model.Study;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.ui.common.Animated;
import com.lightwire.ui.session.Session;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The HBD rings' deck animation on hbd-8: healthy rings, the fault, the TP groups re-forming around it. */
class RingReformingTest {

    private static HbdViewModel model() {
        Session session = new Session(Project.ofStudies(List.of(new Study("hbd", "hbd-8", HbdDesign.DEFAULT))));
        return new HbdViewModel(session, new SynchronousTaskRunner(session::revision));
    }

    @Test
    void theGroupsReFormAroundTheFaultyNodeOneByOne() {
        HbdViewModel model = model();
        model.setTp(24);
        model.toggleFault(3);
        model.toggleFault(6);
        int groups = model.placement().groups().size();
        Animated.Animation reforming = RingReforming.of(model.state(), Palette.LIGHT).orElseThrow();
        assertEquals(2 + groups + 1, reforming.phases(), "healthy, the fault, each group, the view's drawing");
        assertEquals("8 nodes in K-hop rings, every node healthy", reforming.describe(0));
        assertTrue(reforming.describe(1).startsWith("2 faulty nodes [3, 6]: the rings break there"),
                reforming.describe(1));
        assertTrue(reforming.describe(2).startsWith("TP groups 1 of " + groups + " formed"), reforming.describe(2));
        StringBuilder all = new StringBuilder();
        for (int k = 2; k < reforming.phases() - 1; k++) {
            all.append(reforming.describe(k)).append('\n');
        }
        assertTrue(all.toString().contains("bypassing faulty node [6] (dashed)"), all.toString());
        assertTrue(reforming.describe(reforming.phases() - 1).startsWith("Re-formed: " + groups + " TP-24 groups"));
        for (int k = 0; k < reforming.phases(); k++) {
            assertInstanceOf(HbdRingFigure.class, reforming.frame(k));
        }
    }

    @Test
    void withoutFaultsTheGroupsFormStraightAway() {
        HbdViewModel model = model();
        Animated.Animation forming = RingReforming.of(model.state(), Palette.LIGHT).orElseThrow();
        assertEquals(1 + 2 + 1, forming.phases(), "healthy, TP-16's two groups, the view's drawing");
        assertTrue(forming.describe(1).startsWith("TP groups 1 of 2 formed"), forming.describe(1));
    }
}
