<?xml version="1.0" encoding="UTF-8"?>
<!-- Quipu timesheet XML (urn:quipu:timesheet:1) to a self-contained HTML5 page:
     a chart of hours per column (with day columns: per day, or per week for periods over nine weeks), the tasks × days grid
     cut into weeks, or with week or month columns one tasks × columns grid (recorded, and billed when rounding is on),
     totals, overlapping slips (their count, shared time and the longest of them) and running slips.
     Its words are labels in the document's language, its days, hours, weekdays and months the
     locale's (labels.xsl through layout.xsl, dates.xsl through bar-chart.xsl). -->
<xsl:stylesheet version="1.0"
                xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
                xmlns:t="urn:quipu:timesheet:1"
                xmlns:l="urn:quipu:locale:1"
                exclude-result-prefixes="t l">
  <xsl:include href="layout.xsl"/>
  <xsl:include href="bar-chart.xsl"/>

  <!-- 'placeholder': leave a comment where the weekly grids of day columns go, instead of writing
       them. Quipu passes it with its built-in templates only, and writes those grids itself, byte
       for byte what the for-each below writes (its tests hold the two to each other): a grid of
       years of days is 140,000 cells, which libxslt takes seconds to write. -->
  <xsl:param name="weekGrids"/>

  <!-- Where the print cuts a grid of week or month columns into bands, each with the project and
       task columns: the last column of each band, the Total column counted last ('9 18 27').
       Quipu passes it (TimesheetPrintBands, the PDF's rule); without it the grid prints whole. -->
  <xsl:param name="printBands"/>

  <!-- A task's cell on a day, found in constant time however long the period. -->
  <xsl:key name="cell" match="t:cell" use="concat(../@id, ' ', @date)"/>
  <!-- The days of a week, by the week's first day. -->
  <xsl:key name="days-of-week" match="t:day" use="@week"/>
  <!-- A task of the grid by its id. -->
  <xsl:key name="task" match="t:projects/t:project/t:task" use="@id"/>

  <xsl:template match="/t:timesheet">
    <xsl:call-template name="page">
      <xsl:with-param name="title" select="concat(l:label('timesheet.title'), ' ', @period)"/>
    </xsl:call-template>
  </xsl:template>

  <xsl:template match="/t:timesheet" mode="content">
    <header>
      <h1><xsl:value-of select="concat(l:label('timesheet.title'), ' ', @period)"/></h1>
      <dl class="meta">
        <dt><xsl:value-of select="l:label('common.days')"/></dt>
        <dd>
          <xsl:variable name="range" select="l:text('common.dayRange', 1)"/>
          <xsl:value-of select="substring-before($range, '{first}')"/>
          <xsl:call-template name="day"><xsl:with-param name="date" select="@firstDay"/></xsl:call-template>
          <xsl:value-of select="substring-before(substring-after($range, '{first}'), '{last}')"/>
          <xsl:call-template name="day"><xsl:with-param name="date" select="@lastDay"/></xsl:call-template>
          <xsl:value-of select="concat(substring-after($range, '{last}'), ' ')"/>
          <xsl:call-template name="fill"><xsl:with-param name="key" select="'common.weeksStartOn'"/><xsl:with-param name="context" select="@weekStart"/><xsl:with-param name="bilingual" select="false()"/></xsl:call-template>
        </dd>
        <dt><xsl:value-of select="l:label('common.timeZone')"/></dt><dd><xsl:value-of select="@timeZone"/></dd>
        <dt><xsl:value-of select="l:label('common.asOf')"/></dt>
        <dd><time><xsl:value-of select="@asOf"/></time><xsl:text> </xsl:text><xsl:call-template name="fill"><xsl:with-param name="key" select="'timesheet.runningCounted'"/></xsl:call-template></dd>
        <dt><xsl:value-of select="l:label('timesheet.afterMidnight')"/></dt><dd><xsl:apply-templates select="@midnight"/></dd>
        <dt><xsl:value-of select="l:label('timesheet.billing')"/></dt>
        <dd>
          <xsl:choose>
            <xsl:when test="t:rounding">
              <xsl:call-template name="plain-sentences">
                <xsl:with-param name="key" select="'timesheet.rounding'"/>
                <xsl:with-param name="minutes" select="t:rounding/@minutes"/>
                <xsl:with-param name="directionKey" select="concat('rounding.mode.', t:rounding/@mode)"/>
                <xsl:with-param name="unitKey" select="concat('timesheet.roundingUnit.', substring('dayTask', 1, 7 * (t:rounding/@scope = 'day-task')),
                                                        substring(t:rounding/@scope, 1, 9 * (t:rounding/@scope != 'day-task')))"/>
              </xsl:call-template>
            </xsl:when>
            <xsl:otherwise><xsl:value-of select="l:label('timesheet.notRounded')"/></xsl:otherwise>
          </xsl:choose>
        </dd>
      </dl>
    </header>
    <xsl:variable name="grain">
      <xsl:choose>
        <xsl:when test="@columns"><xsl:value-of select="@columns"/></xsl:when>
        <xsl:otherwise>day</xsl:otherwise>
      </xsl:choose>
    </xsl:variable>
    <xsl:variable name="unit">
      <xsl:choose>
        <xsl:when test="@columns and @columns != 'day'"><xsl:value-of select="@columns"/></xsl:when>
        <xsl:when test="count(t:days/t:day) &gt; 63">week</xsl:when>
        <xsl:otherwise>day</xsl:otherwise>
      </xsl:choose>
    </xsl:variable>
    <xsl:variable name="grainKey" select="concat('common.', $grain, substring('Unit', 1, 4 * ($grain != 'day')))"/>
    <section class="chart" aria-labelledby="chart-heading">
      <h2 id="chart-heading">
        <xsl:call-template name="plain-sentences">
          <xsl:with-param name="key" select="'timesheet.hoursPer'"/>
          <xsl:with-param name="unitKey" select="concat('common.', $unit, substring('Unit', 1, 4 * ($unit != 'day')))"/>
        </xsl:call-template>
      </h2>
      <xsl:call-template name="chart">
        <xsl:with-param name="unit" select="$unit"/>
        <xsl:with-param name="bars" select="t:days/t:day[$unit = 'day'] | t:weeks/t:week[$unit = 'week'] | t:columns/t:column"/>
      </xsl:call-template>
    </section>
    <section aria-labelledby="recorded-heading">
      <h2 id="recorded-heading"><xsl:value-of select="l:label('timesheet.recordedTime')"/></h2>
      <xsl:call-template name="grids">
        <xsl:with-param name="billed" select="false()"/>
        <xsl:with-param name="caption">
          <xsl:call-template name="plain-sentences">
            <xsl:with-param name="key" select="'timesheet.recordedCaption'"/>
            <xsl:with-param name="unitKey" select="$grainKey"/>
          </xsl:call-template>
        </xsl:with-param>
      </xsl:call-template>
    </section>
    <xsl:if test="t:rounding">
      <section aria-labelledby="billed-heading">
        <h2 id="billed-heading"><xsl:value-of select="l:label('timesheet.billedTime')"/></h2>
        <xsl:call-template name="grids">
          <xsl:with-param name="billed" select="true()"/>
          <xsl:with-param name="caption">
            <xsl:call-template name="plain-sentences">
              <xsl:with-param name="key" select="'timesheet.billedCaption'"/>
              <xsl:with-param name="unitKey" select="$grainKey"/>
            </xsl:call-template>
          </xsl:with-param>
        </xsl:call-template>
      </section>
    </xsl:if>
    <xsl:if test="t:total/@nonBillableSeconds">
      <section aria-labelledby="billable-heading">
        <h2 id="billable-heading"><xsl:value-of select="l:label('timesheet.billableAndNot')"/></h2>
        <figure class="table">
          <figcaption><xsl:call-template name="fill"><xsl:with-param name="key" select="'timesheet.billableCaption'"/></xsl:call-template></figcaption>
          <div class="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col"><xsl:value-of select="l:label('common.project')"/></th><th scope="col" class="text"><xsl:value-of select="l:label('common.task')"/></th>
                  <th scope="col"><xsl:value-of select="l:label('timesheet.billable')"/></th><th scope="col"><xsl:value-of select="l:label('timesheet.nonBillable')"/></th>
                  <th scope="col"><xsl:value-of select="l:label('common.total')"/></th>
                </tr>
              </thead>
              <tbody>
                <xsl:for-each select="t:projects/t:project/t:task">
                  <tr>
                    <th scope="row"><xsl:value-of select="../@title"/></th>
                    <th scope="row"><xsl:value-of select="@title"/></th>
                    <xsl:call-template name="billable-cells"><xsl:with-param name="amount" select="t:total"/></xsl:call-template>
                  </tr>
                </xsl:for-each>
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colspan="2"><xsl:value-of select="l:label('common.total')"/></th>
                  <xsl:call-template name="billable-cells"><xsl:with-param name="amount" select="t:total"/></xsl:call-template>
                </tr>
              </tfoot>
            </table>
          </div>
        </figure>
      </section>
    </xsl:if>
    <section aria-labelledby="totals-heading">
      <h2 id="totals-heading"><xsl:value-of select="l:label('common.totals')"/></h2>
      <dl class="meta">
        <dt><xsl:value-of select="l:label('timesheet.onTheTimesheet')"/></dt>
        <dd><xsl:call-template name="hours-total"><xsl:with-param name="hm" select="t:total/@hm"/><xsl:with-param name="hours" select="t:total/@hours"/></xsl:call-template></dd>
        <xsl:if test="t:total/@nonBillableSeconds">
          <dt><xsl:value-of select="l:label('timesheet.billable')"/></dt>
          <dd><xsl:call-template name="hours-total"><xsl:with-param name="hm" select="t:total/@billableHm"/><xsl:with-param name="hours" select="t:total/@billableHours"/></xsl:call-template></dd>
          <dt><xsl:value-of select="l:label('timesheet.notBillable')"/></dt>
          <dd><xsl:call-template name="hours-total"><xsl:with-param name="hm" select="t:total/@nonBillableHm"/><xsl:with-param name="hours" select="t:total/@nonBillableHours"/></xsl:call-template></dd>
        </xsl:if>
        <xsl:if test="t:rounding">
          <dt><xsl:value-of select="l:label('timesheet.billed')"/></dt>
          <dd><xsl:call-template name="hours-total"><xsl:with-param name="hm" select="t:total/@billedHm"/><xsl:with-param name="hours" select="t:total/@billedHours"/></xsl:call-template></dd>
        </xsl:if>
        <dt><xsl:value-of select="l:label('timesheet.recordedSlipBySlip')"/></dt><dd><xsl:value-of select="t:recorded/@summedHm"/></dd>
        <dt><xsl:value-of select="l:label('timesheet.wallClock')"/></dt><dd><xsl:value-of select="t:recorded/@wallClockHm"/></dd>
      </dl>
    </section>
    <section aria-labelledby="overlaps-heading">
      <h2 id="overlaps-heading"><xsl:value-of select="l:label('timesheet.overlappingSlips')"/></h2>
      <xsl:choose>
        <xsl:when test="t:overlaps/t:overlap">
          <p class="warn">
            <xsl:choose>
              <xsl:when test="t:overlaps/@pairs = 1">
                <xsl:call-template name="fill"><xsl:with-param name="key" select="'timesheet.oneOverlap'"/><xsl:with-param name="context" select="t:overlaps"/></xsl:call-template>
              </xsl:when>
              <xsl:otherwise>
                <xsl:call-template name="fill"><xsl:with-param name="key" select="'timesheet.manyOverlaps'"/><xsl:with-param name="context" select="t:overlaps"/></xsl:call-template>
                <xsl:if test="t:overlaps/@more &gt; 0">
                  <xsl:text> </xsl:text>
                  <xsl:call-template name="fill"><xsl:with-param name="key" select="'timesheet.longestListed'"/><xsl:with-param name="context" select="t:overlaps"/></xsl:call-template>
                </xsl:if>
              </xsl:otherwise>
            </xsl:choose>
          </p>
          <div class="table-wrap">
            <table class="list">
              <thead>
                <tr>
                  <th scope="col"><xsl:value-of select="l:label('common.from')"/></th><th scope="col"><xsl:value-of select="l:label('timesheet.to')"/></th>
                  <th scope="col"><xsl:value-of select="l:label('timesheet.overlap')"/></th><th scope="col"><xsl:value-of select="l:label('timesheet.firstSlip')"/></th>
                  <th scope="col"><xsl:value-of select="l:label('timesheet.secondSlip')"/></th>
                </tr>
              </thead>
              <tbody>
                <xsl:for-each select="t:overlaps/t:overlap">
                  <tr>
                    <td><xsl:call-template name="local-time-text"><xsl:with-param name="instant" select="@localStart"/></xsl:call-template></td>
                    <td><xsl:call-template name="local-time-text"><xsl:with-param name="instant" select="@localEnd"/></xsl:call-template></td>
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
            <p class="note"><xsl:value-of select="l:count('timesheet.moreOverlaps', t:overlaps/@more)"/></p>
          </xsl:if>
        </xsl:when>
        <xsl:otherwise><p class="note"><xsl:call-template name="fill"><xsl:with-param name="key" select="'common.none'"/></xsl:call-template></p></xsl:otherwise>
      </xsl:choose>
    </section>
    <section aria-labelledby="running-heading">
      <h2 id="running-heading"><xsl:value-of select="l:label('timesheet.runningSlips')"/></h2>
      <xsl:choose>
        <xsl:when test="t:running/t:slip">
          <ul>
            <xsl:for-each select="t:running/t:slip">
              <li><xsl:call-template name="fill"><xsl:with-param name="key" select="'timesheet.runningSlip'"/></xsl:call-template></li>
            </xsl:for-each>
          </ul>
        </xsl:when>
        <xsl:otherwise><p class="note"><xsl:call-template name="fill"><xsl:with-param name="key" select="'common.none'"/></xsl:call-template></p></xsl:otherwise>
      </xsl:choose>
    </section>
  </xsl:template>

  <xsl:template match="@midnight[. = 'split']"><xsl:value-of select="l:label('timesheet.midnight.split')"/></xsl:template>
  <xsl:template match="@midnight[. = 'start-day']"><xsl:value-of select="l:label('timesheet.midnight.startDay')"/></xsl:template>
  <xsl:template match="@midnight[. = 'end-day']"><xsl:value-of select="l:label('timesheet.midnight.endDay')"/></xsl:template>

  <!-- The values of the page's sentences: the overlaps' count and shared time; a running slip's
       task, project and times. -->
  <xsl:template match="t:overlaps" mode="placeholder">
    <xsl:param name="key"/>
    <xsl:param name="name"/>
    <xsl:choose>
      <xsl:when test="$name = 'duration'"><xsl:value-of select="@sharedHm"/></xsl:when>
      <xsl:when test="$name = 'count' and $key = 'timesheet.longestListed'"><xsl:value-of select="l:number(@listed, 0)"/></xsl:when>
      <xsl:when test="$name = 'count'"><xsl:value-of select="l:number(@pairs, 0)"/></xsl:when>
    </xsl:choose>
  </xsl:template>
  <xsl:template match="t:running/t:slip" mode="placeholder">
    <xsl:param name="name"/>
    <xsl:choose>
      <xsl:when test="$name = 'task'"><xsl:value-of select="@task"/></xsl:when>
      <xsl:when test="$name = 'project'"><xsl:value-of select="@project"/></xsl:when>
      <xsl:when test="$name = 'start'"><xsl:call-template name="local-time-text"><xsl:with-param name="instant" select="@localStart"/></xsl:call-template></xsl:when>
      <xsl:when test="$name = 'end'"><xsl:call-template name="local-time-text"><xsl:with-param name="instant" select="@localEnd"/></xsl:call-template></xsl:when>
    </xsl:choose>
  </xsl:template>

  <!-- A total as h:mm and decimal hours: 7:30 (7.50 h). -->
  <xsl:template name="hours-total">
    <xsl:param name="hm"/>
    <xsl:param name="hours"/>
    <xsl:value-of select="concat($hm, ' (', l:number($hours, 2), ' ', l:text('common.hoursUnit', 1), ')')"/>
  </xsl:template>

  <!-- The grids of recorded time, or of billed time when $billed: with week or month columns one
       tasks × columns grid; with day columns one grid for a period of up to a week, else one per week
       followed by the period's totals per task. -->
  <xsl:template name="grids">
    <xsl:param name="billed"/>
    <xsl:param name="caption"/>
    <xsl:choose>
      <xsl:when test="t:columns">
        <xsl:call-template name="column-grid">
          <xsl:with-param name="billed" select="$billed"/>
          <xsl:with-param name="caption" select="$caption"/>
        </xsl:call-template>
      </xsl:when>
      <xsl:when test="count(t:weeks/t:week) &gt; 1 and $weekGrids = 'placeholder'">
        <xsl:comment><xsl:value-of select="concat('quipu-week-grids billed=', $billed, ' caption=', $caption)"/></xsl:comment>
        <xsl:call-template name="period-totals">
          <xsl:with-param name="billed" select="$billed"/>
        </xsl:call-template>
      </xsl:when>
      <xsl:when test="count(t:weeks/t:week) &gt; 1">
        <xsl:for-each select="t:weeks/t:week">
          <xsl:variable name="week" select="."/>
          <h3>
            <xsl:call-template name="plain-sentences">
              <xsl:with-param name="key" select="'common.weekOf'"/>
              <xsl:with-param name="first" select="l:date(@firstDay, 'long')"/>
              <xsl:with-param name="last" select="l:date(@lastDay, 'long')"/>
            </xsl:call-template>
          </h3>
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
            <xsl:otherwise><p class="note"><xsl:value-of select="l:label('timesheet.noTimeThisWeek')"/></p></xsl:otherwise>
          </xsl:choose>
        </xsl:for-each>
        <xsl:call-template name="period-totals">
          <xsl:with-param name="billed" select="$billed"/>
        </xsl:call-template>
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

  <!-- The period's total per task, after the weekly grids ($billed: of billed time). -->
  <xsl:template name="period-totals">
    <xsl:param name="billed"/>
    <h3><xsl:value-of select="l:label('timesheet.wholePeriod')"/></h3>
    <figure class="table">
      <figcaption>
        <xsl:call-template name="plain-sentences">
          <xsl:with-param name="key" select="'timesheet.totalsPerTask'"/>
          <xsl:with-param name="first" select="l:date(@firstDay, 'long')"/>
          <xsl:with-param name="last" select="l:date(@lastDay, 'long')"/>
        </xsl:call-template>
      </figcaption>
      <div class="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col"><xsl:value-of select="l:label('common.project')"/></th><th scope="col" class="text"><xsl:value-of select="l:label('common.task')"/></th>
              <th scope="col"><xsl:value-of select="l:label('common.total')"/></th>
            </tr>
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
              <th scope="row" colspan="2"><xsl:value-of select="l:label('common.total')"/></th>
              <xsl:call-template name="amount-cell">
                <xsl:with-param name="amount" select="t:total"/>
                <xsl:with-param name="billed" select="$billed"/>
                <xsl:with-param name="class" select="'total'"/>
              </xsl:call-template>
            </tr>
          </tfoot>
        </table>
      </div>
    </figure>
  </xsl:template>

  <!-- One tasks × days grid over the days of $week, with the tasks that have time in it. -->
  <xsl:template name="grid">
    <xsl:param name="billed"/>
    <xsl:param name="caption"/>
    <xsl:param name="week"/>
    <xsl:variable name="days" select="key('days-of-week', $week/@firstDay)"/>
    <figure class="table">
      <figcaption><xsl:value-of select="$caption"/></figcaption>
      <div class="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col"><xsl:value-of select="l:label('common.project')"/></th>
              <th scope="col" class="text"><xsl:value-of select="l:label('common.task')"/></th>
              <xsl:for-each select="$days">
                <th scope="col"><xsl:apply-templates select="." mode="weekday"/><xsl:text> </xsl:text><xsl:call-template name="short-day"><xsl:with-param name="date" select="@date"/></xsl:call-template></th>
              </xsl:for-each>
              <th scope="col"><xsl:value-of select="l:label('common.total')"/></th>
            </tr>
          </thead>
          <tbody>
            <xsl:for-each select="$week/t:task">
              <xsl:variable name="weekTotal" select="."/>
              <xsl:variable name="task" select="key('task', @id)"/>
              <tr>
                <th scope="row"><xsl:value-of select="$task/../@title"/></th>
                <th scope="row"><xsl:value-of select="$task/@title"/></th>
                <!-- The day cells, written out here rather than by amount-cell: a grid of years has a cell per task and day. -->
                <xsl:variable name="cellKey" select="concat($task/@id, ' ')"/>
                <xsl:choose>
                  <xsl:when test="$billed">
                    <xsl:for-each select="$days">
                      <xsl:variable name="cell" select="key('cell', concat($cellKey, @date))"/>
                      <xsl:choose>
                        <xsl:when test="$cell/@billedHm != '0:00'">
                          <td class=""><xsl:value-of select="$cell/@billedHm"/><span class="dec"><xsl:value-of select="l:number($cell/@billedHours, 2)"/></span></td>
                        </xsl:when>
                        <xsl:otherwise><td class="empty ">·</td></xsl:otherwise>
                      </xsl:choose>
                    </xsl:for-each>
                  </xsl:when>
                  <xsl:otherwise>
                    <xsl:for-each select="$days">
                      <xsl:variable name="cell" select="key('cell', concat($cellKey, @date))"/>
                      <xsl:choose>
                        <xsl:when test="$cell/@hm != '0:00'">
                          <td class=""><xsl:value-of select="$cell/@hm"/><span class="dec"><xsl:value-of select="l:number($cell/@hours, 2)"/></span></td>
                        </xsl:when>
                        <xsl:otherwise><td class="empty ">·</td></xsl:otherwise>
                      </xsl:choose>
                    </xsl:for-each>
                  </xsl:otherwise>
                </xsl:choose>
                <xsl:call-template name="amount-cell">
                  <xsl:with-param name="amount" select="$weekTotal"/>
                  <xsl:with-param name="billed" select="$billed"/>
                  <xsl:with-param name="class" select="'total'"/>
                </xsl:call-template>
              </tr>
            </xsl:for-each>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colspan="2"><xsl:value-of select="l:label('common.total')"/></th>
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
    </figure>
  </xsl:template>

  <!-- The tasks × columns grid of week or month columns: every task with time in the period, a
       cell per column, the task's total, and the columns' totals. When $printBands cuts it into
       more than one band, the screen shows it whole and paper shows the bands, one under another. -->
  <xsl:template name="column-grid">
    <xsl:param name="billed"/>
    <xsl:param name="caption"/>
    <xsl:variable name="columnCount" select="count(t:columns/t:column) + 1"/>
    <xsl:choose>
      <xsl:when test="contains(normalize-space($printBands), ' ')">
        <xsl:call-template name="column-table">
          <xsl:with-param name="billed" select="$billed"/>
          <xsl:with-param name="caption" select="$caption"/>
          <xsl:with-param name="class" select="' screen-only'"/>
          <xsl:with-param name="last" select="$columnCount"/>
        </xsl:call-template>
        <div class="print-only">
          <xsl:call-template name="print-bands">
            <xsl:with-param name="billed" select="$billed"/>
            <xsl:with-param name="caption" select="$caption"/>
            <xsl:with-param name="ends" select="normalize-space($printBands)"/>
            <xsl:with-param name="columnCount" select="$columnCount"/>
          </xsl:call-template>
        </div>
      </xsl:when>
      <xsl:otherwise>
        <xsl:call-template name="column-table">
          <xsl:with-param name="billed" select="$billed"/>
          <xsl:with-param name="caption" select="$caption"/>
          <xsl:with-param name="last" select="$columnCount"/>
        </xsl:call-template>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- The print's bands of the grid, from column $first: a band to the first of $ends (the last
       column of each band, the Total column counted last), then the bands of the rest. -->
  <xsl:template name="print-bands">
    <xsl:param name="billed"/>
    <xsl:param name="caption"/>
    <xsl:param name="ends"/>
    <xsl:param name="columnCount"/>
    <xsl:param name="first" select="1"/>
    <xsl:variable name="last" select="substring-before(concat($ends, ' '), ' ')"/>
    <xsl:call-template name="column-table">
      <xsl:with-param name="billed" select="$billed"/>
      <xsl:with-param name="caption">
        <xsl:value-of select="concat($caption, ' ')"/>
        <xsl:call-template name="plain-sentences">
          <xsl:with-param name="key" select="'common.columnsOf'"/>
          <xsl:with-param name="first" select="$first"/>
          <xsl:with-param name="last" select="$last"/>
          <xsl:with-param name="count" select="$columnCount"/>
        </xsl:call-template>
      </xsl:with-param>
      <xsl:with-param name="first" select="$first"/>
      <xsl:with-param name="last" select="$last"/>
    </xsl:call-template>
    <xsl:if test="contains($ends, ' ')">
      <xsl:call-template name="print-bands">
        <xsl:with-param name="billed" select="$billed"/>
        <xsl:with-param name="caption" select="$caption"/>
        <xsl:with-param name="ends" select="substring-after($ends, ' ')"/>
        <xsl:with-param name="columnCount" select="$columnCount"/>
        <xsl:with-param name="first" select="$last + 1"/>
      </xsl:call-template>
    </xsl:if>
  </xsl:template>

  <!-- The grid's columns $first to $last (1-based, the Total column counted after the others),
       beside the project and task columns. -->
  <xsl:template name="column-table">
    <xsl:param name="billed"/>
    <xsl:param name="caption"/>
    <xsl:param name="class"/>
    <xsl:param name="first" select="1"/>
    <xsl:param name="last"/>
    <xsl:variable name="columns" select="t:columns/t:column[position() &gt;= $first and position() &lt;= $last]"/>
    <xsl:variable name="withTotal" select="$last &gt; count(t:columns/t:column)"/>
    <figure class="table{$class}">
      <figcaption><xsl:value-of select="$caption"/></figcaption>
      <div class="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col"><xsl:value-of select="l:label('common.project')"/></th>
              <th scope="col" class="text"><xsl:value-of select="l:label('common.task')"/></th>
              <xsl:for-each select="$columns">
                <th scope="col"><xsl:apply-templates select="." mode="heading"/></th>
              </xsl:for-each>
              <xsl:if test="$withTotal"><th scope="col"><xsl:value-of select="l:label('common.total')"/></th></xsl:if>
            </tr>
          </thead>
          <tbody>
            <xsl:for-each select="t:projects/t:project/t:task">
              <xsl:variable name="task" select="."/>
              <tr>
                <th scope="row"><xsl:value-of select="../@title"/></th>
                <th scope="row"><xsl:value-of select="@title"/></th>
                <xsl:for-each select="$columns">
                  <xsl:call-template name="amount-cell">
                    <xsl:with-param name="amount" select="key('cell', concat($task/@id, ' ', @firstDay))"/>
                    <xsl:with-param name="billed" select="$billed"/>
                  </xsl:call-template>
                </xsl:for-each>
                <xsl:if test="$withTotal">
                  <xsl:call-template name="amount-cell">
                    <xsl:with-param name="amount" select="t:total"/>
                    <xsl:with-param name="billed" select="$billed"/>
                    <xsl:with-param name="class" select="'total'"/>
                  </xsl:call-template>
                </xsl:if>
              </tr>
            </xsl:for-each>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colspan="2"><xsl:value-of select="l:label('common.total')"/></th>
              <xsl:for-each select="$columns">
                <xsl:call-template name="amount-cell">
                  <xsl:with-param name="amount" select="."/>
                  <xsl:with-param name="billed" select="$billed"/>
                </xsl:call-template>
              </xsl:for-each>
              <xsl:if test="$withTotal">
                <xsl:call-template name="amount-cell">
                  <xsl:with-param name="amount" select="t:total"/>
                  <xsl:with-param name="billed" select="$billed"/>
                  <xsl:with-param name="class" select="'total'"/>
                </xsl:call-template>
              </xsl:if>
            </tr>
          </tfoot>
        </table>
      </div>
    </figure>
  </xsl:template>

  <!-- A column's heading: a month's name and year, or a week's first day; beneath, the days it
       holds when the period cuts its week or month short, and a week's last day. -->
  <xsl:template match="t:column" mode="heading">
    <xsl:choose>
      <xsl:when test="/t:timesheet/@columns = 'month'">
        <xsl:call-template name="short-month"><xsl:with-param name="month" select="substring(@firstDay, 6, 2)"/></xsl:call-template>
        <xsl:value-of select="concat(' ', substring(@firstDay, 1, 4))"/>
        <xsl:if test="@partial = 'true'">
          <span class="dec">
            <xsl:call-template name="plain-sentence">
              <xsl:with-param name="key" select="'timesheet.partialDays'"/>
              <xsl:with-param name="first" select="substring(@firstDay, 9)"/>
              <xsl:with-param name="last" select="substring(@lastDay, 9)"/>
            </xsl:call-template>
          </span>
        </xsl:if>
      </xsl:when>
      <xsl:otherwise>
        <time><xsl:call-template name="short-day"><xsl:with-param name="date" select="@firstDay"/></xsl:call-template></time>
        <span class="dec">
          <xsl:value-of select="concat(l:text('common.to', 1), ' ')"/>
          <time><xsl:call-template name="short-day"><xsl:with-param name="date" select="@lastDay"/></xsl:call-template></time>
          <xsl:if test="@partial = 'true'"><xsl:value-of select="concat(' ', l:text('common.partial', 1))"/></xsl:if>
        </span>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- A day's weekday, abbreviated as the locale does (Mon, Mo., lun.), from the data's English name. -->
  <xsl:template match="t:day" mode="weekday">
    <xsl:value-of select="l:weekday(1 + string-length(substring-before('MonTueWedThuFriSatSun', @weekday)) div 3, 'abbreviated')"/>
  </xsl:template>

  <!-- An amount's billable, non-billable and recorded time, as three cells; without the
       billable attributes, all of it is billable. -->
  <xsl:template name="billable-cells">
    <xsl:param name="amount"/>
    <xsl:choose>
      <xsl:when test="$amount/@nonBillableSeconds">
        <xsl:call-template name="time-cell">
          <xsl:with-param name="hm" select="$amount/@billableHm"/><xsl:with-param name="hours" select="$amount/@billableHours"/>
        </xsl:call-template>
        <xsl:call-template name="time-cell">
          <xsl:with-param name="hm" select="$amount/@nonBillableHm"/><xsl:with-param name="hours" select="$amount/@nonBillableHours"/>
        </xsl:call-template>
      </xsl:when>
      <xsl:otherwise>
        <xsl:call-template name="time-cell">
          <xsl:with-param name="hm" select="$amount/@hm"/><xsl:with-param name="hours" select="$amount/@hours"/>
        </xsl:call-template>
        <td class="empty">·</td>
      </xsl:otherwise>
    </xsl:choose>
    <xsl:call-template name="time-cell">
      <xsl:with-param name="hm" select="$amount/@hm"/><xsl:with-param name="hours" select="$amount/@hours"/><xsl:with-param name="class" select="'total'"/>
    </xsl:call-template>
  </xsl:template>

  <xsl:template name="time-cell">
    <xsl:param name="hm"/>
    <xsl:param name="hours"/>
    <xsl:param name="class"/>
    <td>
      <xsl:choose>
        <xsl:when test="$hm != '0:00'">
          <xsl:if test="$class"><xsl:attribute name="class"><xsl:value-of select="$class"/></xsl:attribute></xsl:if>
          <xsl:value-of select="$hm"/><span class="dec"><xsl:value-of select="l:number($hours, 2)"/></span>
        </xsl:when>
        <xsl:otherwise>
          <xsl:attribute name="class"><xsl:value-of select="normalize-space(concat('empty ', $class))"/></xsl:attribute>
          <xsl:text>·</xsl:text>
        </xsl:otherwise>
      </xsl:choose>
    </td>
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
          <span class="dec"><xsl:value-of select="l:number($amount/@hours[not($billed)] | $amount/@billedHours[$billed], 2)"/></span>
        </td>
      </xsl:when>
      <xsl:otherwise><td class="empty {$class}">·</td></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- A bar per day, week or month ($unit) over an axis of hours; $bars are t:day, t:week or t:column elements. -->
  <xsl:template name="chart">
    <xsl:param name="unit"/>
    <xsl:param name="bars"/>
    <xsl:variable name="title">
      <xsl:call-template name="plain-sentence">
        <xsl:with-param name="key" select="'timesheet.hoursPer'"/>
        <xsl:with-param name="unit" select="l:text(concat('common.', $unit, substring('Unit', 1, 4 * ($unit != 'day'))), 1)"/>
      </xsl:call-template>
      <xsl:text>, </xsl:text>
      <xsl:call-template name="plain-sentence">
        <xsl:with-param name="key" select="'common.dayRange'"/>
        <xsl:with-param name="first" select="l:date(@firstDay, 'long')"/>
        <xsl:with-param name="last" select="l:date(@lastDay, 'long')"/>
      </xsl:call-template>
    </xsl:variable>
    <xsl:call-template name="bar-chart">
      <xsl:with-param name="bars" select="$bars"/>
      <xsl:with-param name="title" select="string($title)"/>
      <xsl:with-param name="unit" select="$unit"/>
      <xsl:with-param name="table" select="l:text('timesheet.chartTotals', 1)"/>
    </xsl:call-template>
  </xsl:template>

  <!-- How the chart names a day, week or month column (see bar-chart.xsl). -->
  <xsl:template match="t:day" mode="chart-name"><xsl:apply-templates select="." mode="weekday"/><xsl:value-of select="concat(' ', l:date(@date, 'long'))"/></xsl:template>
  <xsl:template match="t:week | t:column" mode="chart-name">
    <xsl:call-template name="plain-sentence">
      <xsl:with-param name="key" select="'common.dayRange'"/>
      <xsl:with-param name="first" select="l:date(@firstDay, 'long')"/>
      <xsl:with-param name="last" select="l:date(@lastDay, 'long')"/>
    </xsl:call-template>
  </xsl:template>
  <xsl:template match="t:day | t:week | t:column" mode="chart-tip"><xsl:apply-templates select="." mode="chart-name"/><xsl:value-of select="concat(': ', @hm)"/></xsl:template>
  <xsl:template match="t:day | t:week | t:column" mode="chart-value"><xsl:value-of select="@hm"/></xsl:template>
  <xsl:template match="t:day" mode="chart-label"><xsl:apply-templates select="." mode="weekday"/></xsl:template>
  <xsl:template match="t:day" mode="chart-sublabel"><xsl:value-of select="substring(@date, 9)"/></xsl:template>
  <xsl:template match="t:week | t:column" mode="chart-label"><xsl:value-of select="substring(@firstDay, 1, 4)"/></xsl:template>
  <xsl:template match="t:week | t:column[../../@columns = 'week']" mode="chart-sublabel">
    <xsl:call-template name="short-day"><xsl:with-param name="date" select="@firstDay"/></xsl:call-template>
  </xsl:template>
  <xsl:template match="t:column[../../@columns = 'month']" mode="chart-sublabel">
    <xsl:call-template name="short-month"><xsl:with-param name="month" select="substring(@firstDay, 6, 2)"/></xsl:call-template>
  </xsl:template>
</xsl:stylesheet>
