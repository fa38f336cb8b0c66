<?xml version="1.0" encoding="UTF-8"?>
<!-- Quipu timesheet XML (urn:quipu:timesheet:1) to a self-contained HTML5 page:
     a chart of hours per day (per week for periods over nine weeks), the tasks × days grid (recorded, and billed when rounding is on),
     totals, overlapping slips (their count, shared time and the longest of them) and running slips. -->
<xsl:stylesheet version="1.0"
                xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
                xmlns:t="urn:quipu:timesheet:1"
                exclude-result-prefixes="t">
  <xsl:include href="layout.xsl"/>

  <!-- A task's cell on a day, found in constant time however long the period. -->
  <xsl:key name="cell" match="t:cell" use="concat(../@id, ' ', @date)"/>
  <!-- The days of a week, by the week's first day. -->
  <xsl:key name="days-of-week" match="t:day" use="@week"/>
  <!-- A task's amount in a week or month column, by the column's first day and the task's id. -->
  <xsl:key name="column-task" match="t:column/t:task" use="concat(../@firstDay, ' ', @id)"/>

  <xsl:template match="/t:timesheet">
    <xsl:call-template name="page">
      <xsl:with-param name="title" select="concat('Timesheet ', @period)"/>
    </xsl:call-template>
  </xsl:template>

  <xsl:template match="/t:timesheet" mode="content">
    <header>
      <h1>Timesheet <xsl:value-of select="@period"/></h1>
      <dl class="meta">
        <dt>Days</dt><dd><xsl:value-of select="@firstDay"/> to <xsl:value-of select="@lastDay"/> (weeks start on <xsl:value-of select="@weekStart"/>)</dd>
        <dt>Time zone</dt><dd><xsl:value-of select="@timeZone"/></dd>
        <dt>As of</dt><dd><xsl:value-of select="@asOf"/> (running slips are counted up to this instant)</dd>
        <dt>After midnight</dt><dd><xsl:apply-templates select="@midnight"/></dd>
        <dt>Billing</dt>
        <dd>
          <xsl:choose>
            <xsl:when test="t:rounding">
              <xsl:value-of select="concat(t:rounding/@minutes, '-minute increments, rounded ', t:rounding/@mode, ' per ')"/>
              <xsl:apply-templates select="t:rounding/@scope"/>
            </xsl:when>
            <xsl:otherwise>recorded time, not rounded</xsl:otherwise>
          </xsl:choose>
        </dd>
      </dl>
    </header>
    <xsl:variable name="unit">
      <xsl:choose>
        <xsl:when test="@columns != 'day'"><xsl:value-of select="@columns"/></xsl:when>
        <xsl:when test="count(t:days/t:day) &gt; 63">week</xsl:when>
        <xsl:otherwise>day</xsl:otherwise>
      </xsl:choose>
    </xsl:variable>
    <section class="chart" aria-labelledby="chart-heading">
      <h2 id="chart-heading">Hours per <xsl:value-of select="$unit"/></h2>
      <xsl:call-template name="chart">
        <xsl:with-param name="unit" select="$unit"/>
        <xsl:with-param name="bars" select="t:columns/t:column | t:days/t:day[$unit = 'day'] | t:weeks/t:week[$unit = 'week' and not(../../t:columns)]"/>
      </xsl:call-template>
    </section>
    <section aria-labelledby="recorded-heading">
      <h2 id="recorded-heading">Recorded time</h2>
      <xsl:call-template name="grids">
        <xsl:with-param name="billed" select="false()"/>
        <xsl:with-param name="caption">Hours (h:mm, and decimal below) per task and day.</xsl:with-param>
      </xsl:call-template>
    </section>
    <xsl:if test="t:rounding">
      <section aria-labelledby="billed-heading">
        <h2 id="billed-heading">Billed time</h2>
        <xsl:call-template name="grids">
          <xsl:with-param name="billed" select="true()"/>
          <xsl:with-param name="caption">Billed hours per task and day, after rounding. Recorded time above is unchanged.</xsl:with-param>
        </xsl:call-template>
      </section>
    </xsl:if>
    <section aria-labelledby="totals-heading">
      <h2 id="totals-heading">Totals</h2>
      <dl class="meta">
        <dt>On the timesheet</dt><dd><xsl:value-of select="concat(t:total/@hm, ' (', t:total/@hours, ' h)')"/></dd>
        <xsl:if test="t:rounding">
          <dt>Billed</dt><dd><xsl:value-of select="concat(t:total/@billedHm, ' (', t:total/@billedHours, ' h)')"/></dd>
        </xsl:if>
        <dt>Recorded in the period, slip by slip</dt><dd><xsl:value-of select="t:recorded/@summedHm"/></dd>
        <dt>Wall-clock time with any slip running</dt><dd><xsl:value-of select="t:recorded/@wallClockHm"/></dd>
      </dl>
    </section>
    <section aria-labelledby="overlaps-heading">
      <h2 id="overlaps-heading">Overlapping slips</h2>
      <xsl:choose>
        <xsl:when test="t:overlaps/t:overlap">
          <p class="warn">
            <xsl:choose>
              <xsl:when test="t:overlaps/@pairs = 1">
                <xsl:value-of select="concat('Two slips were recorded at the same time, sharing ', t:overlaps/@sharedHm,
                                             '. Both are counted on the timesheet; the wall-clock total above counts their shared time once.')"/>
              </xsl:when>
              <xsl:otherwise>
                <xsl:value-of select="concat(t:overlaps/@pairs, ' pairs of slips were recorded at the same time, sharing ', t:overlaps/@sharedHm,
                                             ' in all. Both slips of each pair are counted on the timesheet; the wall-clock total above counts shared time once.')"/>
                <xsl:if test="t:overlaps/@more &gt; 0">
                  <xsl:value-of select="concat(' The ', t:overlaps/@listed, ' longest overlaps are listed, longest first.')"/>
                </xsl:if>
              </xsl:otherwise>
            </xsl:choose>
          </p>
          <div class="table-wrap">
            <table class="list">
              <thead>
                <tr><th scope="col">From</th><th scope="col">To</th><th scope="col">Overlap</th><th scope="col">First slip</th><th scope="col">Second slip</th></tr>
              </thead>
              <tbody>
                <xsl:for-each select="t:overlaps/t:overlap">
                  <tr>
                    <td><xsl:value-of select="translate(substring(@localStart, 1, 16), 'T', ' ')"/></td>
                    <td><xsl:value-of select="translate(substring(@localEnd, 1, 16), 'T', ' ')"/></td>
                    <td><xsl:value-of select="@hm"/></td>
                    <xsl:for-each select="t:slip">
                      <td><xsl:value-of select="@task"/><span class="project"><xsl:value-of select="@project"/></span></td>
                    </xsl:for-each>
                  </tr>
                </xsl:for-each>
              </tbody>
            </table>
          </div>
          <xsl:if test="t:overlaps/@more &gt; 0">
            <p class="note">
              <xsl:value-of select="concat('… and ', t:overlaps/@more, ' more overlapping pair')"/>
              <xsl:if test="t:overlaps/@more &gt; 1">s</xsl:if>
              <xsl:text>.</xsl:text>
            </p>
          </xsl:if>
        </xsl:when>
        <xsl:otherwise><p class="note">None.</p></xsl:otherwise>
      </xsl:choose>
    </section>
    <section aria-labelledby="running-heading">
      <h2 id="running-heading">Running slips</h2>
      <xsl:choose>
        <xsl:when test="t:running/t:slip">
          <ul>
            <xsl:for-each select="t:running/t:slip">
              <li>
                <xsl:value-of select="concat(@task, ' (', @project, '), running since ', translate(substring(@localStart, 1, 16), 'T', ' '), ', counted to ', translate(substring(@localEnd, 1, 16), 'T', ' '))"/>
              </li>
            </xsl:for-each>
          </ul>
        </xsl:when>
        <xsl:otherwise><p class="note">None.</p></xsl:otherwise>
      </xsl:choose>
    </section>
  </xsl:template>

  <xsl:template match="@midnight[. = 'split']">split at local midnight</xsl:template>
  <xsl:template match="@midnight[. = 'start-day']">the whole slip counts on the day it started</xsl:template>
  <xsl:template match="@midnight[. = 'end-day']">the whole slip counts on the day it stopped</xsl:template>
  <xsl:template match="@scope[. = 'entry']">time slip and day</xsl:template>
  <xsl:template match="@scope[. = 'day-task']">task and day</xsl:template>
  <xsl:template match="@scope[. = 'task']">task over the period</xsl:template>

  <!-- The tasks × days grids of recorded time, or of billed time when $billed: one grid for a
       period of up to a week, else one per week followed by the period's totals per task. -->
  <xsl:template name="grids">
    <xsl:param name="billed"/>
    <xsl:param name="caption"/>
    <xsl:choose>
      <xsl:when test="t:columns">
        <xsl:call-template name="column-grid">
          <xsl:with-param name="billed" select="$billed"/>
        </xsl:call-template>
      </xsl:when>
      <xsl:when test="count(t:weeks/t:week) &gt; 1">
        <xsl:for-each select="t:weeks/t:week">
          <xsl:variable name="week" select="."/>
          <h3><xsl:value-of select="concat('Week of ', @firstDay, ' to ', @lastDay)"/></h3>
          <xsl:choose>
            <xsl:when test="t:task">
              <xsl:for-each select="/t:timesheet">
                <xsl:call-template name="grid">
                  <xsl:with-param name="billed" select="$billed"/>
                  <xsl:with-param name="caption" select="$caption"/>
                  <xsl:with-param name="week" select="$week"/>
                </xsl:call-template>
              </xsl:for-each>
            </xsl:when>
            <xsl:otherwise><p class="note">No time recorded this week.</p></xsl:otherwise>
          </xsl:choose>
        </xsl:for-each>
        <h3>The whole period</h3>
        <div class="table-wrap">
          <table>
            <caption>Totals per task from <xsl:value-of select="concat(@firstDay, ' to ', @lastDay)"/>.</caption>
            <thead>
              <tr><th scope="col">Project</th><th scope="col">Task</th><th scope="col">Total</th></tr>
            </thead>
            <tbody>
              <xsl:for-each select="t:projects/t:project/t:task">
                <tr>
                  <th scope="row"><xsl:value-of select="../@title"/></th>
                  <th scope="row"><xsl:value-of select="@title"/></th>
                  <xsl:call-template name="amount-cell">
                    <xsl:with-param name="amount" select="t:total"/>
                    <xsl:with-param name="billed" select="$billed"/>
                    <xsl:with-param name="class" select="'total'"/>
                  </xsl:call-template>
                </tr>
              </xsl:for-each>
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colspan="2">Total</th>
                <xsl:call-template name="amount-cell">
                  <xsl:with-param name="amount" select="t:total"/>
                  <xsl:with-param name="billed" select="$billed"/>
                  <xsl:with-param name="class" select="'total'"/>
                </xsl:call-template>
              </tr>
            </tfoot>
          </table>
        </div>
      </xsl:when>
      <xsl:otherwise>
        <xsl:call-template name="grid">
          <xsl:with-param name="billed" select="$billed"/>
          <xsl:with-param name="caption" select="$caption"/>
          <xsl:with-param name="week" select="t:weeks/t:week"/>
        </xsl:call-template>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- One tasks × days grid over the days of $week, with the tasks that have time in it. -->
  <xsl:template name="grid">
    <xsl:param name="billed"/>
    <xsl:param name="caption"/>
    <xsl:param name="week"/>
    <xsl:variable name="days" select="key('days-of-week', $week/@firstDay)"/>
    <div class="table-wrap">
      <table>
        <caption><xsl:value-of select="$caption"/></caption>
        <thead>
          <tr>
            <th scope="col">Project</th>
            <th scope="col">Task</th>
            <xsl:for-each select="$days">
              <th scope="col"><xsl:value-of select="concat(@weekday, ' ', substring(@date, 6))"/></th>
            </xsl:for-each>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          <xsl:for-each select="t:projects/t:project/t:task[@id = $week/t:task/@id]">
            <xsl:variable name="task" select="."/>
            <tr>
              <th scope="row"><xsl:value-of select="../@title"/></th>
              <th scope="row"><xsl:value-of select="@title"/></th>
              <xsl:for-each select="$days">
                <xsl:call-template name="amount-cell">
                  <xsl:with-param name="amount" select="key('cell', concat($task/@id, ' ', @date))"/>
                  <xsl:with-param name="billed" select="$billed"/>
                </xsl:call-template>
              </xsl:for-each>
              <xsl:call-template name="amount-cell">
                <xsl:with-param name="amount" select="$week/t:task[@id = $task/@id]"/>
                <xsl:with-param name="billed" select="$billed"/>
                <xsl:with-param name="class" select="'total'"/>
              </xsl:call-template>
            </tr>
          </xsl:for-each>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colspan="2">Total</th>
            <xsl:for-each select="$days">
              <xsl:call-template name="amount-cell">
                <xsl:with-param name="amount" select="."/>
                <xsl:with-param name="billed" select="$billed"/>
              </xsl:call-template>
            </xsl:for-each>
            <xsl:call-template name="amount-cell">
              <xsl:with-param name="amount" select="$week"/>
              <xsl:with-param name="billed" select="$billed"/>
              <xsl:with-param name="class" select="'total'"/>
            </xsl:call-template>
          </tr>
        </tfoot>
      </table>
    </div>
  </xsl:template>

  <!-- One tasks × columns grid, a column per week or month ($billed: of billed time), with each
       task's period total; a column the period cuts short is marked with an asterisk. -->
  <xsl:template name="column-grid">
    <xsl:param name="billed"/>
    <div class="table-wrap">
      <table>
        <caption>
          <xsl:value-of select="concat('Hours (h:mm, and decimal below) per task and ', @columns, '.')"/>
          <xsl:if test="t:columns/t:column[@partial = 'true']">
            <xsl:value-of select="concat(' * The period holds only part of this ', @columns, '.')"/>
          </xsl:if>
        </caption>
        <thead>
          <tr>
            <th scope="col">Project</th>
            <th scope="col">Task</th>
            <xsl:for-each select="t:columns/t:column">
              <th scope="col"><xsl:apply-templates select="." mode="label"/></th>
            </xsl:for-each>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          <xsl:for-each select="t:projects/t:project/t:task">
            <xsl:variable name="task" select="."/>
            <tr>
              <th scope="row"><xsl:value-of select="../@title"/></th>
              <th scope="row"><xsl:value-of select="@title"/></th>
              <xsl:for-each select="/t:timesheet/t:columns/t:column">
                <xsl:call-template name="amount-cell">
                  <xsl:with-param name="amount" select="key('column-task', concat(@firstDay, ' ', $task/@id))"/>
                  <xsl:with-param name="billed" select="$billed"/>
                </xsl:call-template>
              </xsl:for-each>
              <xsl:call-template name="amount-cell">
                <xsl:with-param name="amount" select="t:total"/>
                <xsl:with-param name="billed" select="$billed"/>
                <xsl:with-param name="class" select="'total'"/>
              </xsl:call-template>
            </tr>
          </xsl:for-each>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colspan="2">Total</th>
            <xsl:for-each select="t:columns/t:column">
              <xsl:call-template name="amount-cell">
                <xsl:with-param name="amount" select="."/>
                <xsl:with-param name="billed" select="$billed"/>
              </xsl:call-template>
            </xsl:for-each>
            <xsl:call-template name="amount-cell">
              <xsl:with-param name="amount" select="t:total"/>
              <xsl:with-param name="billed" select="$billed"/>
              <xsl:with-param name="class" select="'total'"/>
            </xsl:call-template>
          </tr>
        </tfoot>
      </table>
    </div>
  </xsl:template>

  <!-- A column's heading: a week by its first and last day, a month by its year and month. -->
  <xsl:template match="t:column[/t:timesheet/@columns = 'week']" mode="label">
    <xsl:value-of select="concat(substring(@firstDay, 6), ' – ', substring(@lastDay, 6))"/>
    <xsl:if test="@partial = 'true'">*</xsl:if>
  </xsl:template>
  <xsl:template match="t:column" mode="label">
    <xsl:value-of select="substring(@firstDay, 1, 7)"/>
    <xsl:if test="@partial = 'true'">*</xsl:if>
  </xsl:template>

  <xsl:template name="amount-cell">
    <xsl:param name="amount"/>
    <xsl:param name="billed"/>
    <xsl:param name="class"/>
    <xsl:variable name="text" select="$amount/@hm[not($billed)] | $amount/@billedHm[$billed]"/>
    <xsl:choose>
      <xsl:when test="$text != '0:00'">
        <td class="{$class}">
          <xsl:value-of select="$text"/>
          <span class="dec"><xsl:value-of select="$amount/@hours[not($billed)] | $amount/@billedHours[$billed]"/></span>
        </td>
      </xsl:when>
      <xsl:otherwise><td class="empty {$class}">·</td></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- A bar per day or per week ($unit), scaled to the longest; $bars are t:day or t:week elements. -->
  <xsl:template name="chart">
    <xsl:param name="unit"/>
    <xsl:param name="bars"/>
    <xsl:variable name="count" select="count($bars)"/>
    <xsl:variable name="most">
      <xsl:for-each select="$bars">
        <xsl:sort select="@seconds" data-type="number" order="descending"/>
        <xsl:if test="position() = 1"><xsl:value-of select="@seconds"/></xsl:if>
      </xsl:for-each>
    </xsl:variable>
    <xsl:variable name="slot" select="680 div $count"/>
    <xsl:variable name="labelEvery" select="1 + floor($count div 16)"/>
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 740 230" role="img" aria-labelledby="chart-title chart-desc">
      <title id="chart-title">Hours per <xsl:value-of select="concat($unit, ', ', @firstDay, ' to ', @lastDay)"/></title>
      <desc id="chart-desc">A bar for each <xsl:value-of select="$unit"/>; the longest, <xsl:value-of select="concat(floor($most div 3600), ' h ', floor($most mod 3600 div 60), ' min')"/>, is full height. The same numbers are in the Total rows of the tables below.</desc>
      <line class="axis" x1="30" y1="190.5" x2="710" y2="190.5"/>
      <xsl:for-each select="$bars">
        <xsl:variable name="x" select="30 + (position() - 1) * $slot"/>
        <xsl:variable name="height">
          <xsl:choose>
            <xsl:when test="$most &gt; 0"><xsl:value-of select="160 * @seconds div $most"/></xsl:when>
            <xsl:otherwise>0</xsl:otherwise>
          </xsl:choose>
        </xsl:variable>
        <xsl:variable name="date" select="@date | @firstDay"/>
        <rect class="bar" x="{format-number($x + $slot * 0.15, '0.##')}" y="{format-number(190 - $height, '0.##')}"
              width="{format-number($slot * 0.7, '0.##')}" height="{format-number($height, '0.##')}">
          <title>
            <xsl:choose>
              <xsl:when test="@weekday"><xsl:value-of select="concat(@weekday, ' ', @date, ': ', @hm)"/></xsl:when>
              <xsl:otherwise><xsl:value-of select="concat(@firstDay, ' to ', @lastDay, ': ', @hm)"/></xsl:otherwise>
            </xsl:choose>
          </title>
        </rect>
        <xsl:if test="(position() - 1) mod $labelEvery = 0">
          <text x="{format-number($x + $slot div 2, '0.##')}" y="206" text-anchor="middle">
            <xsl:choose>
              <xsl:when test="@weekday"><xsl:value-of select="@weekday"/></xsl:when>
              <xsl:otherwise><xsl:value-of select="substring($date, 1, 4)"/></xsl:otherwise>
            </xsl:choose>
          </text>
          <text x="{format-number($x + $slot div 2, '0.##')}" y="220" text-anchor="middle">
            <xsl:choose>
              <xsl:when test="@weekday"><xsl:value-of select="substring($date, 9)"/></xsl:when>
              <xsl:otherwise><xsl:value-of select="substring($date, 6)"/></xsl:otherwise>
            </xsl:choose>
          </text>
          <xsl:if test="@seconds &gt; 0 and $count &lt;= 31">
            <text class="value" x="{format-number($x + $slot div 2, '0.##')}" y="{format-number(185 - $height, '0.##')}" text-anchor="middle"><xsl:value-of select="@hm"/></text>
          </xsl:if>
        </xsl:if>
      </xsl:for-each>
    </svg>
  </xsl:template>
</xsl:stylesheet>
